// Plain JavaScript that even an old Node parses: it runs before anything of trackctl loads.

/** True when `version` (e.g. `v20.19.0`) is older than `minimum` (e.g. `22.12.0`). */
export function isOlderThan(version, minimum) {
  const have = version.replace(/^v/, '').split('.').map(Number);
  const need = minimum.split('.').map(Number);
  for (let i = 0; i < need.length; i += 1) {
    if ((have[i] || 0) !== need[i]) return (have[i] || 0) < need[i];
  }
  return false;
}

/** The one line an operator sees when the Node running trackctl is too old. */
export function tooOldMessage(version, minimum) {
  return `trackctl needs Node.js ${minimum} or newer (Node 24 LTS recommended); this is Node ${version}. Upgrade Node, or run it from the project with npm exec trackctl.\n`;
}
