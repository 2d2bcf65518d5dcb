// The server's entry on the build (npm start, npm run serve, the Docker image): server/start.ts.
import { start } from './start';

start().catch((error) => {
  console.error(error);
  process.exit(1);
});
