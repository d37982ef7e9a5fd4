/** A submit button that asks before doing something that cannot be undone. */
import { Button } from "~/components/ui/button";

export function ConfirmSubmit({
  message,
  children,
  ...props
}: React.ComponentProps<typeof Button> & { message: string }) {
  return (
    <Button
      type="submit"
      {...props}
      onClick={(event) => {
        if (!window.confirm(message)) event.preventDefault();
      }}
    >
      {children}
    </Button>
  );
}
