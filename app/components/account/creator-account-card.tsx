import type { OwnPerformerProfile } from "#functions/identity/performers/schemas";
import { Card, CardBody, CardHeader } from "~/components/ui/card";
import { AvatarUpload } from "./avatar-upload";
import { IntentForm } from "./intent-form";
import { NameFields } from "./profile-fields";
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
        <IntentForm fetcher={account.fetcher} intent="account" submitLabel="Save account">
          <NameFields name={profile.name} username={profile.username} errors={account.fieldErrors} />
        </IntentForm>
      </CardBody>
    </Card>
  );
}
