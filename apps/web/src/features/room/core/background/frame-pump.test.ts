import { describe, expect, it } from 'vitest';
import { FramePump } from './frame-pump';

/** Stands in for a VideoFrame: counts how often it is closed. */
class CountedFrame {
  closed = 0;
  constructor(readonly name: string) {}
  close(): void {
    this.closed += 1;
  }
}

function camera() {
  let controller!: ReadableStreamDefaultController<CountedFrame>;
  const readable = new ReadableStream<CountedFrame>({ start: (c) => void (controller = c) }, { highWaterMark: 0 });
  return {
    reader: readable.getReader(),
    send: (frame: CountedFrame) => controller.enqueue(frame),
    end: () => controller.close(),
  };
}

function sink(fails = false) {
  const written: string[] = [];
  let closed = false;
  const writable = new WritableStream<CountedFrame>({
    write(frame) {
      if (fails) throw new Error('the track was stopped');
      written.push(frame.name);
    },
    close() {
      closed = true;
    },
  });
  return { writer: writable.getWriter(), written, closed: () => closed };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('FramePump', () => {
  it('sends each processed frame and closes every frame once when the camera ends', async () => {
    const input = camera();
    const output = sink();
    const made: CountedFrame[] = [];
    const pump = new FramePump(input.reader, output.writer, async (frame: CountedFrame) => {
      const processed = new CountedFrame(`${frame.name}'`);
      made.push(processed);
      return processed;
    });
    const frames = [new CountedFrame('a'), new CountedFrame('b')];
    for (const frame of frames) input.send(frame);
    input.end();
    await pump.finished;
    expect(output.written).toEqual(["a'", "b'"]);
    expect([...frames, ...made].map((frame) => frame.closed)).toEqual([1, 1, 1, 1]);
    expect(output.closed()).toBe(true);
  });

  it('closes the frame in hand and what it made when stopped mid-frame, and sends nothing more', async () => {
    const input = camera();
    const output = sink();
    let finish!: (frame: CountedFrame) => void;
    const processed = new CountedFrame('in hand');
    const pump = new FramePump(
      input.reader,
      output.writer,
      () => new Promise<CountedFrame>((resolve) => void (finish = resolve)),
    );
    const frame = new CountedFrame('a');
    input.send(frame);
    await tick();
    const stopped = pump.stop();
    finish(processed);
    await stopped;
    expect(output.written).toEqual([]);
    expect([frame.closed, processed.closed]).toEqual([1, 1]);
  });

  it('ends a pump waiting for the camera', async () => {
    const input = camera();
    const pump = new FramePump(input.reader, sink().writer, async (frame: CountedFrame) => frame);
    await pump.stop();
    await expect(pump.finished).resolves.toBeUndefined();
  });

  it('closes both frames when the output fails, and ends', async () => {
    const input = camera();
    const output = sink(true);
    const frame = new CountedFrame('a');
    const processed = new CountedFrame("a'");
    const pump = new FramePump(input.reader, output.writer, async () => processed);
    input.send(frame);
    await expect(pump.finished).rejects.toThrow('the track was stopped');
    expect([frame.closed, processed.closed]).toEqual([1, 1]);
  });

  it('closes a frame that fails to process', async () => {
    const input = camera();
    const frame = new CountedFrame('a');
    const pump = new FramePump(input.reader, sink().writer, async () => {
      throw new Error('the segmenter failed');
    });
    input.send(frame);
    await expect(pump.finished).rejects.toThrow('the segmenter failed');
    expect(frame.closed).toBe(1);
  });
});
