import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The nginx binary: on PATH, in /usr/sbin, or installed from Debian's package when running as root. */
export function findNginx(): string {
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx']) {
    if (existsSync(candidate)) return candidate;
  }
  const which = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  if (which.status === 0 && which.stdout.trim()) return which.stdout.trim();
  if (process.getuid?.() === 0) {
    console.log('Installing nginx (apt-get install -y nginx)');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    const install = spawnSync('apt-get', ['install', '-y', '-qq', 'nginx'], { stdio: 'inherit', env });
    if (install.status === 0 && existsSync('/usr/sbin/nginx')) return '/usr/sbin/nginx';
  }
  throw new Error('nginx is not installed: apt-get install -y nginx');
}

/**
 * The reverse proxy of docs/deploy.md on loopback: round-robin over the instances, the client's
 * address in X-Forwarded-For, 11 MB request bodies for photo uploads, no gzip (the app compresses).
 * The site answers only for its own name (`127.0.0.1`, the host of PUBLIC_URL here, which the checks
 * connect to); a request naming any other host reaches the default server, which closes it (444).
 */
export function nginxConfig(options: { dir: string; port: number; upstreams: number[] }) {
  const { dir } = options;
  return `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  access_log ${dir}/access.log;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;

  upstream belizepass {
${options.upstreams.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`).join('\n')}
  }

  server {
    listen 127.0.0.1:${options.port} default_server;
    server_name _;
    return 444;
  }

  server {
    listen 127.0.0.1:${options.port};
    server_name 127.0.0.1;
    client_max_body_size 11m;
    gzip off;

    location / {
      proxy_pass http://belizepass;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_read_timeout 60s;
    }
  }
}
`;
}

/** Runs nginx in the foreground as a child process, with every path under `dir`. */
export function startNginx(options: { dir: string; port: number; upstreams: number[] }): ChildProcess {
  const binary = findNginx();
  mkdirSync(options.dir, { recursive: true });
  // Worker processes run as an unprivileged user when nginx starts as root: they must reach the dir.
  chmodSync(options.dir, 0o755);
  const conf = join(options.dir, 'nginx.conf');
  writeFileSync(conf, nginxConfig(options));
  const test = spawnSync(
    binary,
    ['-t', '-q', '-c', conf, '-p', options.dir, '-e', join(options.dir, 'error.log')],
    {
      encoding: 'utf8',
    },
  );
  if (test.status !== 0) throw new Error(`nginx rejected its configuration:\n${test.stderr}`);
  return spawn(binary, ['-c', conf, '-p', options.dir, '-e', join(options.dir, 'error.log')], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}
