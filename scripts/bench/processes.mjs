// Processes the platform's benches start and measure (scripts/bench/fanout.mjs, rounds.mjs): nginx
// in front of platform processes, as deploy/nginx.conf ships it, and the CPU a process tree used.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** nginx's binary (Debian's package), undefined when it is not installed. */
export const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => existsSync(file));

/** Milliseconds of CPU (user and system) `pid` has used, from /proc (Linux); 0 elsewhere. */
export function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}
const childrenOf = (pid) => {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
};
/** The process and its descendants (a platform started through `sh -c ulimit`, nginx's workers). */
const tree = (pid) => [pid, ...childrenOf(pid).flatMap(tree)];
export const treeCpu = (pid) => tree(pid).reduce((sum, each) => sum + cpuMs(each), 0);

/** nginx with deploy/nginx.conf, listening on `port`, in front of `upstreams`. */
export async function startNginx(port, upstreams) {
  const runDir = mkdtempSync(path.join(os.tmpdir(), 'casino-bench-nginx-'));
  mkdirSync(path.join(runDir, 'logs'));
  const servers = upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join('\n');
  // As root, the workers would run as nobody and could not use this run's folder.
  const user = process.getuid?.() === 0 ? 'user root;\n' : '';
  const config = path.join(runDir, 'nginx.conf');
  writeFileSync(
    config,
    user +
      readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8')
        .replaceAll('{{RUN_DIR}}', runDir)
        .replace('{{UPSTREAM_SERVERS}}', servers)
        .replace('{{LISTEN}}', `127.0.0.1:${port}`),
  );
  const child = spawn(NGINX, ['-c', config, '-p', runDir, '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const baseUrl = `http://127.0.0.1:${port}`;
  const errors = () =>
    existsSync(path.join(runDir, 'error.log')) ? readFileSync(path.join(runDir, 'error.log'), 'utf8') : '';
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (
      await fetch(`${baseUrl}/api/ready`).then(
        (r) => r.ok,
        () => false,
      )
    ) {
      return {
        baseUrl,
        pid: child.pid,
        errors,
        async stop() {
          child.kill('SIGQUIT');
          const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
          await exited;
          clearTimeout(timer);
          rmSync(runDir, { recursive: true, force: true });
        },
      };
    }
    await sleep(100);
  }
  child.kill('SIGKILL');
  throw new Error(`nginx did not answer:\n${errors()}`);
}

/**
 * Platform processes on one database (`start(port, env)` starts one; `ports` theirs): the first
 * migrates and seeds it before the others start without seeding. Answers them with `stop()`, and
 * `printOutput()` for the error path (each process's last output).
 */
export async function startProcesses(start, env, ports) {
  const processes = [start(ports[0], env)];
  const group = {
    processes,
    printOutput: () => processes.forEach((p) => console.error(p.output())),
    stop: () => Promise.all(processes.map((p) => p.stop())),
  };
  try {
    await processes[0].ready();
    for (const port of ports.slice(1)) processes.push(start(port, { ...env, SEED: 'false' }));
    await Promise.all(processes.map((p) => p.ready()));
    return group;
  } catch (error) {
    group.printOutput();
    await group.stop();
    throw error;
  }
}
