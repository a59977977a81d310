/**
 * A BroadcastChannel between this site's tabs, where the browser has one: what one tab
 * posts, every other tab of the same site receives, in the order it was posted (the
 * channel's guarantee), and the posting tab does not.
 */
export type TabChannel<Message> = {
  post(message: Message): void;
  close(): void;
};

/** Opens the named channel; null where the browser has no BroadcastChannel. */
export function openTabChannel<Message>(
  name: string,
  receive: (message: Message) => void,
): TabChannel<Message> | null {
  if (typeof BroadcastChannel === "undefined") return null;
  const channel = new BroadcastChannel(name);
  channel.onmessage = (event: MessageEvent<Message>) => receive(event.data);
  // Node's channel (the unit tests) would keep the process alive; browsers have no unref.
  (channel as { unref?: () => void }).unref?.();
  return {
    post(message) {
      try {
        channel.postMessage(message);
      } catch (error) {
        // A message that cannot be cloned is a bug of ours; the other tabs still get the
        // change through storage.
        console.error("Could not tell the other tabs about an edit", error);
      }
    },
    close: () => channel.close(),
  };
}
