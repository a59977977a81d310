import { useStore } from "@nanostores/react";
import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { type AuthUser, authClient } from "../../lib/auth-client";
import { AccountSection } from "./account-section";
import { Field } from "./field";
import { submittedForm, trimmedValue } from "./form-values";
import { profileMessages } from "./messages";
import { FormActions } from "./submit-button";
import { useAuthRequest } from "./use-auth-request";

/** The profile part of the account area: the person's name and picture (an image URL). */
export function ProfileSection({ user }: { user: AuthUser }) {
  const { pending, error, run } = useAuthRequest();
  const t = useStore(profileMessages);
  const [image, setImage] = useState(user.image ?? "");
  // A picture that cannot load (bad address, or a host the page's CSP does not allow)
  // falls back to the initial rather than a broken-image icon.
  const [unloadable, setUnloadable] = useState<string | null>(null);

  async function saveProfile(event: FormEvent<HTMLFormElement>) {
    const form = submittedForm(event);
    const outcome = await run(() =>
      authClient.updateUser({
        name: trimmedValue(form, "name"),
        image: trimmedValue(form, "image") || null,
      }),
    );
    if (outcome?.ok) toast.success(t.saved);
  }

  return (
    <AccountSection titleId="profile-title" title={t.title}>
      <form className="auth-form" onSubmit={saveProfile}>
        <div className="profile-picture">
          {image && image !== unloadable ? (
            <img
              src={image}
              alt={user.name || user.email}
              width={64}
              height={64}
              onError={() => setUnloadable(image)}
            />
          ) : (
            <span className="avatar-placeholder" aria-hidden="true">
              {(user.name || user.email).slice(0, 1).toUpperCase()}
            </span>
          )}
        </div>
        <Field label={t.name} name="name" autoComplete="name" defaultValue={user.name} required />
        <Field
          label={t.picture}
          name="image"
          type="url"
          autoComplete="photo"
          placeholder="https://…"
          hint={t.pictureHint}
          value={image}
          onChange={(event) => setImage(event.target.value)}
        />
        <FormActions error={error} pending={pending} pendingLabel={t.saving}>
          {t.save}
        </FormActions>
      </form>
    </AccountSection>
  );
}
