import { describe, expect, it } from "vitest";
import { passkeySettings } from "../../worker/auth/passkeys";
import { ConfigurationError } from "../../worker/lib/config";

const base = { PASSKEY_RP_ID: "", PASSKEY_RP_NAME: "" };

describe("passkey relying party per environment", () => {
  it("is localhost (any port) in development and the public host elsewhere", () => {
    expect(
      passkeySettings({
        ...base,
        ENVIRONMENT: "development",
        BETTER_AUTH_URL: "http://localhost:8787",
      }),
    ).toEqual({ rpID: "localhost", rpName: "Signage Planner" });
    expect(
      passkeySettings({
        ...base,
        ENVIRONMENT: "production",
        BETTER_AUTH_URL: "https://plan.example.com",
      }),
    ).toEqual({ rpID: "plan.example.com", rpName: "Signage Planner" });
  });

  it("takes PASSKEY_RP_ID (a parent domain, e.g. to share passkeys with previews) and PASSKEY_RP_NAME", () => {
    expect(
      passkeySettings({
        ENVIRONMENT: "production",
        BETTER_AUTH_URL: "https://signage-planner.acme.workers.dev",
        PASSKEY_RP_ID: " Acme.Workers.Dev ",
        PASSKEY_RP_NAME: "Signage Planner (Acme)",
      }),
    ).toEqual({ rpID: "acme.workers.dev", rpName: "Signage Planner (Acme)" });
  });

  it.each([
    ["another site", "example.org"],
    ["a part of a label", "le.com"],
    ["not a domain", "https://plan.example.com"],
    ["a leading dot", ".example.com"],
  ])("refuses %s as the relying party of https://plan.example.com", (_case, rpID) => {
    expect(() =>
      passkeySettings({
        ENVIRONMENT: "production",
        BETTER_AUTH_URL: "https://plan.example.com",
        PASSKEY_RP_ID: rpID,
        PASSKEY_RP_NAME: "",
      }),
    ).toThrow(ConfigurationError);
  });
});
