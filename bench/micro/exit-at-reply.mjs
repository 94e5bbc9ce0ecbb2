// Preload (node --import) for start-instructions.mjs: the process exits right after it writes the reply
// whose id is EXIT_ID. stdout to a pipe writes synchronously on Linux, so the count ends at the write.
// A reply written in pieces (the tool list: head, the list's bytes, tail) exits after its first piece.
const id = `"id":${process.env.EXIT_ID ?? '1'}`;
const write = process.stdout.write;
process.stdout.write = function (chunk, ...rest) {
  const written = write.call(this, chunk, ...rest);
  if (String(chunk).includes(id)) process.exit(0);
  return written;
};
