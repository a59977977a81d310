import { useStore } from "@nanostores/react";
import { useNavigate } from "react-router";
import { authClient, sessionSettled } from "../../lib/auth-client";
import { accountMessages } from "./messages";

/** Ends this session and opens sign-in, for actions that need a freshly signed-in session. */
export function SignInAgainButton() {
  const navigate = useNavigate();
  const t = useStore(accountMessages);
  async function signInAgain() {
    await authClient.signOut().catch(() => undefined);
    await sessionSettled();
    navigate("/sign-in?redirectTo=%2Faccount");
  }
  return (
    <button type="button" className="button-secondary" onClick={signInAgain}>
      {t.signInAgain}
    </button>
  );
}
