// ADR 0045: autocannon's `setupClient` for the comparison bench, loaded by its worker thread (a file, as
// workers mode asks). autocannon 8 appends every response body to a string (`req.body += chunk`), which
// decodes it as UTF-8 on each reply; a compressed reply is not UTF-8, the slow path. In the same process
// as the server that decoding was most of the load generator's time (69 % of its thread on Lifetime
// Income's 23 kB brotli reply) and was charged to the server. Nothing here reads the bodies (each
// endpoint's reply is checked before the run), so they are dropped; the bytes still cross the socket and
// the parser still walks them.
module.exports = function discardBodies(client) {
  const queue = client.pipelinedRequests;
  // A later autocannon that keeps bodies elsewhere fails here rather than measuring something else.
  if (!queue || typeof queue.addBody !== 'function')
    throw new Error('discard-bodies: autocannon no longer keeps bodies in pipelinedRequests.addBody');
  queue.addBody = () => undefined;
};
