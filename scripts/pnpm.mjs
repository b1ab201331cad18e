// The pnpm that started the current script: it may come from npx and not be on PATH.
const execPath = process.env.npm_execpath ?? '';

/** `[command, argsPrefix]` to spawn pnpm with: `spawn(command, [...argsPrefix, ...args])`. */
export const [pnpmCommand, pnpmPrefix] = /pnpm\.c?js$/.test(execPath) ? [process.execPath, [execPath]] : ['pnpm', []];
