import { useStore } from "@nanostores/react";
import { signsMessages } from "./messages";
/** Where the sign drawings come from and why they may be used (data/NOTICE.md). */
export function SignCredits() {
  const t = useStore(signsMessages);
  return (
    <details className="sign-credits">
      <summary>{t.about}</summary>
      <p>{t.aboutText}</p>
      <p>{t.aboutOwnDrawings}</p>
    </details>
  );
}
