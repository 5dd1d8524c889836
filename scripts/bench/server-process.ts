// The server side of `npm run bench:server`, in its own process so that autocannon (in the parent)
// does not share the event loop it measures. It starts the real server as `npm start` would
// (from the sources rather than the bundle; the start itself is timed on the bundle), then on request the bare baseline on the same database, and reports
// its own CPU time so the parent can compare CPU per request.
import { pino } from 'pino';
import { electionId, loadLazyApis, startServer } from '../../server';
import { startBareBaseline } from './bare-server';

export type ToParent =
  | { type: 'listening'; url: string }
  | { type: 'bare'; url: string }
  | { type: 'cpu'; micros: number };

export type ToChild = { type: 'bare' } | { type: 'cpu' } | { type: 'stop' };

const send = (message: ToParent) => process.send?.(message);

// The request log is part of a request's cost: it is written, to nowhere.
const server = await startServer({
  env: process.env,
  port: 0,
  host: '127.0.0.1',
  log: pino.destination({ dest: '/dev/null', sync: false }),
});
send({ type: 'listening', url: server.url });

let bare: Awaited<ReturnType<typeof startBareBaseline>> | undefined;
process.on('message', (message: ToChild) => {
  if (message.type === 'bare') {
    // The lazy apis load before any measured run rather than during one.
    void loadLazyApis()
      .then(() => startBareBaseline(server.database.db, electionId(server.config.election)))
      .then((started) => {
        bare = started;
        send({ type: 'bare', url: started.url });
      });
  } else if (message.type === 'cpu') {
    const usage = process.cpuUsage();
    send({ type: 'cpu', micros: usage.user + usage.system });
  } else {
    void Promise.all([bare?.close(), server.close()]).then(() => process.exit(0));
  }
});
