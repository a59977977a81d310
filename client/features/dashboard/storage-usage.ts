/**
 * How much of the browser's storage for this site the app uses. Projects live in
 * localStorage, which browsers cap at about 5 million characters per site (Chrome, Firefox
 * and Safari alike); the app's entries are JSON, so a character is about a byte.
 */
export const STORAGE_CAPACITY_CHARS = 5 * 1024 * 1024;

export type StorageUsage = { usedChars: number; capacityChars: number; share: number };

export function storageUsage(storage: Storage | null = safeLocalStorage()): StorageUsage {
  let usedChars = 0;
  if (storage) {
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index) ?? "";
      usedChars += key.length + (storage.getItem(key)?.length ?? 0);
    }
  }
  const capacityChars = STORAGE_CAPACITY_CHARS;
  return { usedChars, capacityChars, share: Math.min(1, usedChars / capacityChars) };
}

function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
