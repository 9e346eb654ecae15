/**
 * Evidence stored with a signature, the client's and staff's alike: a SHA-256 of stable browser traits (the
 * raw traits are not stored; it tells devices apart and identifies no one) and the screen size.
 */
export async function deviceFingerprint(): Promise<string> {
  const traits = [
    navigator.userAgent,
    navigator.language,
    Intl.DateTimeFormat().resolvedOptions().timeZone,
    `${screen.width}x${screen.height}x${screen.colorDepth}`,
  ].join('|');
  try {
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(traits));
    return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
  } catch {
    return traits.slice(0, 500); // crypto.subtle is missing outside secure contexts
  }
}

export const screenResolution = () => `${screen.width}x${screen.height}`;
