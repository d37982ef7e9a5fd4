import { Card, CardBody, CardHeader } from "../ui/card";
import { IntentForm } from "./intent-form";
import { useSectionForm } from "./use-section-form";

export interface NotificationSettingRow {
  setting: string;
  label: string;
  inApp: boolean;
  /** null: no email switch. */
  email: boolean | null;
  /** Always emailed, with no switch (an account matter). */
  emailAlways: boolean;
}

/** The account pages' notifications card: a switch per kind, and per email where the site sends one. Posts `intent=notifications`. */
export function NotificationSettingsCard({ settings }: { settings: NotificationSettingRow[] }) {
  const { fetcher } = useSectionForm();
  return (
    <Card id="notifications" className="scroll-mt-24">
      <CardHeader
        title="Notifications"
        description="Choose what you are told about. Turned off, a kind is neither shown nor counted."
      />
      <CardBody>
        <IntentForm fetcher={fetcher} intent="notifications" submitLabel="Save notifications">
          <table className="w-full text-sm">
            <thead>
              <tr className="text-left text-xs text-ink-subtle">
                <th className="pb-2 font-medium">Kind</th>
                <th className="w-16 pb-2 text-center font-medium">In app</th>
                <th className="w-16 pb-2 text-center font-medium">Email</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {settings.map((s) => (
                <tr key={s.setting}>
                  <td className="py-2.5 pr-3 text-ink">
                    <input type="hidden" name="setting" value={s.setting} />
                    {s.label}
                  </td>
                  <td className="py-2.5 text-center">
                    <input
                      type="checkbox"
                      name={`inApp:${s.setting}`}
                      defaultChecked={s.inApp}
                      aria-label={`${s.label}: in app`}
                      className="size-4 accent-brand-600"
                    />
                  </td>
                  <td className="py-2.5 text-center">
                    {s.emailAlways ? (
                      <span
                        className="text-xs text-ink-muted"
                        title="Always emailed: it concerns your account"
                      >
                        Always
                      </span>
                    ) : s.email === null ? (
                      <span className="text-ink-subtle" title="No email is sent for this">
                        –
                      </span>
                    ) : (
                      <>
                        <input type="hidden" name={`hasEmail:${s.setting}`} value="1" />
                        <input
                          type="checkbox"
                          name={`email:${s.setting}`}
                          defaultChecked={s.email}
                          aria-label={`${s.label}: email`}
                          className="size-4 accent-brand-600"
                        />
                      </>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </IntentForm>
      </CardBody>
    </Card>
  );
}
