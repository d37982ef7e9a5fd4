// Ceiling 1: a bare Worker behind the same static-assets router as the app.
export default {
  fetch: () => new Response("hello", { headers: { "content-type": "text/plain" } }),
};
