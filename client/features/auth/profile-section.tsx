import { useStore } from "@nanostores/react";
import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { type AuthUser, authClient } from "../../lib/auth-client";
import { Field } from "./field";
import { FormError } from "./form-error";
import { profileMessages } from "./messages";
import { SubmitButton } from "./submit-button";
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
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const outcome = await run(() =>
      authClient.updateUser({
        name: String(form.get("name")).trim(),
        image: String(form.get("image")).trim() || null,
      }),
    );
    if (outcome?.ok) toast.success(t.saved);
  }

  return (
    <section className="account-section" aria-labelledby="profile-title">
      <h2 id="profile-title">{t.title}</h2>
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
        <FormError message={error} />
        <SubmitButton pending={pending} pendingLabel={t.saving}>
          {t.save}
        </SubmitButton>
      </form>
    </section>
  );
}
