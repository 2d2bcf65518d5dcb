// The baseline of the throughput benchmarks: a bare Express 5 app answering fixed bodies, nothing else.
import { readFileSync } from 'node:fs';
import express from 'express';
import type { BareRoute } from './support';

const routes = JSON.parse(readFileSync(process.argv[2], 'utf8')) as BareRoute[];
const app = express();
app.use(express.json());
for (const route of routes) {
  const body = Buffer.from(route.body);
  const send: express.RequestHandler = (_req, res) => {
    res.status(route.status).type(route.contentType).send(body);
  };
  if (route.method === 'GET') app.get(route.path, send);
  else app.post(route.path, send);
}
const port = Number(process.env.PORT);
app.listen(port, '127.0.0.1', () => console.log(`listening on ${port}`));
