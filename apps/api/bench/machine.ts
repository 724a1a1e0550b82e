import { readFileSync } from 'node:fs';
import os from 'node:os';
import type { Machine } from './report.js';

export function describeMachine(): Machine {
  let system = `${os.type()} ${os.release()}`;
  try {
    const name = /^PRETTY_NAME="?([^"\n]+)"?/m.exec(readFileSync('/etc/os-release', 'utf8'))?.[1];
    if (name) system = name;
  } catch {
    // Not Linux: the kernel's name will do.
  }
  return {
    cpu: os.cpus()[0]?.model.trim() ?? 'unknown CPU',
    cores: os.availableParallelism(),
    ramGb: Math.round(os.totalmem() / 1024 ** 3),
    node: process.versions.node,
    os: system,
    loadAverage: os.loadavg()[0] ?? Number.NaN,
  };
}
