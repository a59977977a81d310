/**
 * One mail as the development mailbox lists it (`GET /api/dev/emails`): the contract the
 * route answers and the SPA and the tests read. A module of its own, with no Worker code,
 * so every program can import the type.
 */
export type MailboxEntry = {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
};
