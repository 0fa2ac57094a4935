/**
 * The gateway as a process of its own: `npm start` runs it as a supervised child, like the services, so a
 * crash of it is restarted instead of taking the supervisor down, and its CPU is its own (the benchmark
 * reads it). Listens on GATEWAY_HOST:GATEWAY_PORT in front of the services on their ports; on SIGTERM it
 * stops accepting, lets the requests in flight finish (3 s at most) and exits.
 */
import { readStackConfig, ROOT } from '../stack-config';
import { closeGateway, createGateway } from './index';
import { loadPageRenderer } from './rendered-pages';

const config = readStackConfig();
const local = (port: string) => `http://127.0.0.1:${port}`;
const appConfig = { landingKey: config.LANDING_KEY, publicUrl: config.PUBLIC_URL };

async function start(): Promise<void> {
  const pages = await loadPageRenderer({
    root: ROOT,
    contentUrl: local(config.CONTENT_PORT),
    posUrl: local(config.POS_PORT),
    appConfig,
  }).catch((err: unknown) => {
    console.error("server rendering is off: infra/render's bundle did not load", err);
    return undefined;
  });

  const gateway = createGateway({
    pages,
    upstreams: {
      auth: local(config.AUTH_PORT),
      content: local(config.CONTENT_PORT),
      pos: local(config.POS_PORT),
      notify: local(config.NOTIFY_PORT),
    },
    appConfig,
    publicUrl: config.PUBLIC_URL,
    trustedProxies: config.GATEWAY_TRUSTED_PROXIES.split(',')
      .map((a) => a.trim())
      .filter(Boolean),
  });

  gateway.once('error', (err) => {
    // The supervisor prefixes this process's output with its name.
    console.error(`cannot listen on ${config.GATEWAY_HOST}:${config.GATEWAY_PORT}: ${err.message}`);
    process.exit(1);
  });
  gateway.listen(Number(config.GATEWAY_PORT), config.GATEWAY_HOST);

  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    void closeGateway(gateway, 3_000).finally(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

void start();
