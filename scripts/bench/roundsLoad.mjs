#!/usr/bin/env node
// The load side of scripts/bench/rounds.mjs, in a process of its own (never the platform's):
// a closed loop of real-money rounds over loopback HTTP. Each client sends one round, waits for
// its answer, sends the next. Input (argv[2], JSON): { baseUrl, seconds, clients: [{ sessions:
// [token…] }], stake, warmupSeconds }. Each client plays its sessions in turn (the provider's call
// allows 600 rounds a minute per game session, as a page would; a closed loop of a fast platform
// plays more than that through one session). Output (stdout, one JSON line): rounds, failed
// (answers other than 200, and errors), their kinds, latencies p50/p90/p99/max, seconds, and
// this process's CPU time.
import http from 'node:http';
import { randomUUID } from 'node:crypto';

const input = JSON.parse(process.argv[2]);
const { baseUrl, seconds, clients, stake = '0.10', warmupSeconds = 1 } = input;
const url = new URL('/api/gp/demo/rounds', baseUrl);
const agent = new http.Agent({ keepAlive: true, maxSockets: clients.length });

function round(session) {
  return new Promise((resolve) => {
    const body = JSON.stringify({ roundId: randomUUID(), stake });
    const request = http.request(
      {
        agent,
        hostname: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'x-game-session': session,
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      },
    );
    request.on('error', (error) => resolve({ status: 0, text: String(error.message) }));
    request.end(body);
  });
}

const latencies = [];
const failures = new Map();
let rounds = 0;
let failed = 0;
let measuring = false;
let stopping = false;

async function client({ sessions }) {
  let turn = 0;
  while (!stopping) {
    const session = sessions[turn++ % sessions.length];
    const started = performance.now();
    const { status, text } = await round(session);
    const took = performance.now() - started;
    if (!measuring || stopping) continue;
    if (status === 200) {
      rounds += 1;
      latencies.push(took);
    } else {
      failed += 1;
      const kind = `${status} ${text.slice(0, 120)}`;
      failures.set(kind, (failures.get(kind) ?? 0) + 1);
    }
  }
}

const running = clients.map((c) => client(c));
await new Promise((resolve) => setTimeout(resolve, warmupSeconds * 1000));
measuring = true;
const cpuBefore = process.cpuUsage();
const started = performance.now();
await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
stopping = true;
const elapsed = (performance.now() - started) / 1000;
const cpu = process.cpuUsage(cpuBefore);
await Promise.all(running);
agent.destroy();
latencies.sort((a, b) => a - b);
const at = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;
process.stdout.write(
  `${JSON.stringify({
    rounds,
    failed,
    failures: Object.fromEntries(failures),
    seconds: elapsed,
    p50: at(50),
    p90: at(90),
    p99: at(99),
    max: latencies.at(-1) ?? 0,
    loadCpuSeconds: (cpu.user + cpu.system) / 1e6,
  })}\n`,
);
