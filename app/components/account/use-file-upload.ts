import { useRevalidator } from "@remix-run/react";
import { useRef, useState } from "react";
import { DEFAULT_MESSAGES } from "~/lib/default-messages";
import { isAbortedUpload, startUpload, type UploadHandle } from "~/lib/upload";

export type UploadMessage = { tone: "success" | "error" | "info"; text: string };

type UploadState =
  | { phase: "idle"; message?: UploadMessage }
  | { phase: "uploading"; progress: number; preview: string };

/**
 * One file upload to an API call with progress and cancel (XMLHttpRequest through lib/upload):
 * "Changes saved" by the upload (said once: no toast) and a reload of the page data when it lands, "Upload cancelled." when aborted,
 * the server's message when refused.
 */
export function useFileUpload(uploadUrl: string, check: (file: File) => string | null) {
  const [state, setState] = useState<UploadState>({ phase: "idle" });
  const handle = useRef<UploadHandle<unknown> | null>(null);
  const revalidator = useRevalidator();

  function start(file: File) {
    const problem = check(file);
    if (problem) {
      setState({ phase: "idle", message: { tone: "error", text: problem } });
      return;
    }
    const preview = URL.createObjectURL(file);
    setState({ phase: "uploading", progress: 0, preview });
    const upload = startUpload(uploadUrl, {
      file,
      onProgress: (fraction) =>
        setState((s) => (s.phase === "uploading" ? { ...s, progress: fraction * 100 } : s)),
    });
    handle.current = upload;
    upload.promise
      .then(() => {
        setState({ phase: "idle", message: { tone: "success", text: "Changes saved" } });
        revalidator.revalidate();
      })
      .catch((err: unknown) => {
        if (isAbortedUpload(err)) {
          setState({ phase: "idle", message: { tone: "info", text: "Upload cancelled." } });
        } else {
          const text = err instanceof Error && err.message ? err.message : DEFAULT_MESSAGES.update;
          setState({ phase: "idle", message: { tone: "error", text } });
        }
      })
      .finally(() => {
        handle.current = null;
        URL.revokeObjectURL(preview);
      });
  }

  return { state, start, cancel: () => handle.current?.abort() };
}
