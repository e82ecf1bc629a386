// What commander gets for node:child_process in trackctl's bundle: it spawns a process only for a
// subcommand that is a separate executable, which trackctl has none of, and loading the real module
// (with net, dgram and the rest) costs every command's start-up.
module.exports = {
  spawn() {
    throw new Error('trackctl runs no executable subcommands');
  },
};
