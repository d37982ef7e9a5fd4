import type { OwnPerformerProfile } from "#functions/identity/performers/schemas";
import { FormStatus } from "~/components/form-status";
import { SubmitRow } from "~/components/ui/button";
import { Card, CardBody, CardHeader } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { AvatarUpload } from "./avatar-upload";
import { useSectionForm } from "./use-section-form";

/** The creator's name, page address, avatar and cover. */
export function CreatorAccountCard({ profile }: { profile: OwnPerformerProfile }) {
  const account = useSectionForm();
  return (
    <Card id="photos" className="scroll-mt-24">
      <CardHeader title="Account" description="Your name and page address." />
      <CardBody className="space-y-6">
        <AvatarUpload src={profile.avatar} name={profile.name} uploadUrl="/api/performers/avatar/upload" />
        <AvatarUpload
          src={profile.cover}
          name={profile.name}
          uploadUrl="/api/performers/cover/upload"
          variant="cover"
        />
        <account.fetcher.Form method="post" className="space-y-4" noValidate>
          <input type="hidden" name="intent" value="account" />
          <FormStatus result={account.fetcher.data} state={account.fetcher.state} />
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              label="Display name"
              name="name"
              defaultValue={profile.name}
              required
              error={account.fieldErrors.name}
            />
            <Field
              label="Username"
              name="username"
              prefix="@"
              autoCapitalize="none"
              defaultValue={profile.username ?? ""}
              required
              error={account.fieldErrors.username}
            />
          </div>
          <SubmitRow pending={account.fetcher.state !== "idle"}>Save account</SubmitRow>
        </account.fetcher.Form>
      </CardBody>
    </Card>
  );
}
