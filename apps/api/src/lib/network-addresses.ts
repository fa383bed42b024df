import os from 'node:os';

/** `http://<address>:<port>` for each IPv4 address of this machine other than loopback (LAN, Wi-Fi, VPN). */
export function networkUrls(port: number): string[] {
  return Object.values(os.networkInterfaces())
    .flat()
    .filter((entry) => entry !== undefined && entry.family === 'IPv4' && !entry.internal)
    .map((entry) => `http://${entry!.address}:${port}`);
}
