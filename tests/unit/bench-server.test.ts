/** @jest-environment node */
import path from 'node:path';
import { serveCommand } from '@/scripts/bench/server';

const ROOT = path.resolve(__dirname, '../..');

describe('serveCommand', () => {
  it('runs the project serve:static command on the bench port', () => {
    const command = serveCommand(ROOT, 3300);
    expect(command).toContain('3300');
    expect(command).not.toMatch(/\b3000\b/);
  });

  it('serves another folder in place of out/ (the framework floor)', () => {
    const command = serveCommand(ROOT, 3301, '/tmp/bench-floor-x/out');
    expect(command).toContain('"/tmp/bench-floor-x/out"');
    expect(command.split(' ')).not.toContain('out');
  });
});
