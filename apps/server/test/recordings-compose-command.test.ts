import { describe, expect, it } from 'vitest';
import { buildComposeCommand } from '../src/modules/recordings/compose/compose-command';
import type { RecordedTrack, RecordingSegment } from '../src/modules/recordings/compose/compose-types';
import { nameForDrawtext } from '../src/modules/recordings/compose/filter-graph';
import { buildJoinArgs, concatList } from '../src/modules/recordings/compose/join-segments';
import { gridTiles, screenLayout } from '../src/modules/recordings/compose/layout';

const T0 = Date.UTC(2026, 10, 24, 10, 0, 0);
const frame = { width: 1280, height: 720 };

function camera(index: number, startS = 0, endS?: number): RecordedTrack {
  return {
    file: `/rec/cam-${index}.webm`,
    kind: 'video',
    source: 'camera',
    participantId: `p${index}`,
    displayName: `Person ${index}`,
    startedAt: T0 + startS * 1000,
    endedAt: endS === undefined ? undefined : T0 + endS * 1000,
  };
}

function microphone(index: number, startS = 0): RecordedTrack {
  return { ...camera(index, startS), file: `/rec/mic-${index}.opus`, kind: 'audio', source: 'microphone' };
}

function screen(startS: number, endS: number): RecordedTrack {
  return { ...camera(0, startS, endS), file: '/rec/screen.webm', source: 'screen' };
}

function segment(seconds: number, tracks: RecordedTrack[]): RecordingSegment {
  return { startedAt: T0, endedAt: T0 + seconds * 1000, tracks };
}

const compose = (input: RecordingSegment) => buildComposeCommand(input, { outputFile: '/out/segment.mp4' });
const lines = (graph: string) => graph.split(';\n');
const overlays = (graph: string) => [...graph.matchAll(/overlay=x=(\d+):y=(\d+)/g)].map((m) => `${m[1]},${m[2]}`);
const scales = (graph: string) => [...graph.matchAll(/scale=(\d+):(\d+)/g)].map((m) => `${m[1]}x${m[2]}`);
const inputs = (args: string[]) => args.flatMap((arg, index) => (args[index - 1] === '-i' ? [arg] : []));

describe('the layouts', () => {
  it('puts 1 camera full, 2 side by side, 3 and 4 in 2x2, 5 to 9 in 3x3 with the last row centred', () => {
    expect(gridTiles(1, frame)).toEqual([{ x: 0, y: 0, width: 1280, height: 720 }]);
    expect(gridTiles(2, frame).map((t) => [t.x, t.y, t.width, t.height])).toEqual([
      [0, 0, 640, 720],
      [640, 0, 640, 720],
    ]);
    expect(gridTiles(3, frame).map((t) => [t.x, t.y])).toEqual([
      [0, 0],
      [640, 0],
      [320, 360],
    ]);
    expect(gridTiles(9, frame).at(-1)).toEqual({ x: 852, y: 480, width: 426, height: 240 });
    expect(() => gridTiles(10, frame)).toThrow(RangeError);
  });

  it('gives the screen the left 80% and stacks up to 4 cameras beside it, centred', () => {
    const layout = screenLayout(2, frame);
    expect(layout.screen).toEqual({ x: 0, y: 0, width: 1024, height: 720 });
    expect(layout.cameras).toEqual([
      { x: 1024, y: 180, width: 256, height: 180 },
      { x: 1024, y: 360, width: 256, height: 180 },
    ]);
    expect(() => screenLayout(5, frame)).toThrow(RangeError);
  });
});

describe('the compose command', () => {
  it('1 camera: one section, the camera full frame, its microphone mixed over silence', () => {
    const command = compose(segment(30, [camera(1), microphone(1)]));
    expect(command.durationSeconds).toBe(30);
    expect(command.sections).toEqual([{ startFrame: 0, endFrame: 750, screen: undefined, cameras: [0] }]);
    expect(inputs(command.args)).toEqual(['/rec/cam-1.webm', '/rec/mic-1.opus']);
    expect(lines(command.videoFilter)).toEqual([
      '[0:v]setpts=PTS-STARTPTS[v0b0]',
      'color=c=black:s=1280x720:r=25,trim=end_frame=750[s0bg]',
      '[v0b0]trim=end=30,setpts=PTS-STARTPTS,' +
        'scale=1280:720:force_original_aspect_ratio=decrease:force_divisible_by=2,' +
        'pad=1280:720:(ow-iw)/2:(oh-ih)/2:color=black[s0t0]',
      '[s0bg][s0t0]overlay=x=0:y=0:eof_action=repeat[s0o0]',
      '[s0o0]null[s0]',
      '[s0]concat=n=1:v=1:a=0,format=yuv420p[vout]',
    ]);
    expect(lines(command.audioFilter)).toEqual([
      'anullsrc=r=48000:cl=stereo,atrim=end_sample=1440000[abed]',
      '[1:a]asetpts=PTS-STARTPTS,aformat=sample_fmts=fltp:sample_rates=48000:channel_layouts=stereo,' +
        'adelay=delays=0:all=1[a1]',
      '[abed][a1]amix=inputs=2:duration=first:normalize=0[aout]',
    ]);
  });

  it('writes H.264 yuv420p and AAC into an MP4 with faststart, for exactly the segment', () => {
    const { args } = compose(segment(30, [camera(1)]));
    const after = (flag: string) => args[args.indexOf(flag) + 1];
    expect(after('-c:v')).toBe('libx264');
    expect(after('-pix_fmt')).toBe('yuv420p');
    expect(after('-c:a')).toBe('aac');
    expect(after('-movflags')).toBe('+faststart');
    expect(after('-frames:v')).toBe('750');
    expect(args.at(-1)).toBe('/out/segment.mp4');
    expect(args.slice(args.indexOf('-map'), args.indexOf('-map') + 4)).toEqual(['-map', '[vout]', '-map', '[aout]']);
    // Video and audio in separate graphs: together, memory grew with the segment's length (record 030).
    expect(args.filter((arg) => arg === '-filter_complex')).toHaveLength(2);
  });

  it('2 cameras, the second joining late: a full-frame section, then side by side', () => {
    const command = compose(segment(20, [camera(1), camera(2, 8), microphone(1), microphone(2, 8.5)]));
    expect(command.sections.map((s) => [s.startFrame, s.endFrame, s.cameras])).toEqual([
      [0, 200, [0]],
      [200, 500, [0, 1]],
    ]);
    expect(overlays(command.videoFilter)).toEqual(['0,0', '0,0', '640,0']);
    expect(scales(command.videoFilter)).toEqual(['1280x720', '640x720', '640x720']);
    // The first camera is split into one branch per section, each cut to that section in its own time.
    expect(command.videoFilter).toContain('[0:v]setpts=PTS-STARTPTS,split=2[v0b0][v0b1]');
    expect(command.videoFilter).toContain('[v0b0]trim=end=8,');
    expect(command.videoFilter).toContain('[v0b1]trim=start=8:end=20,');
    // The second camera's file starts when it joined: its first frame goes at the section's start.
    expect(command.videoFilter).toContain('[v1b0]trim=end=12,');
    expect(command.audioFilter).toContain('adelay=delays=0:all=1[a2]');
    expect(command.audioFilter).toContain('adelay=delays=8500:all=1[a3]');
    expect(command.audioFilter).toContain('[abed][a2][a3]amix=inputs=3:duration=first:normalize=0[aout]');
  });

  it('5 cameras: a 3x3 grid of two rows, the second row centred', () => {
    const tracks = [1, 2, 3, 4, 5].map((index) => camera(index));
    const command = compose(segment(10, tracks));
    expect(command.sections).toHaveLength(1);
    expect(inputs(command.args)).toHaveLength(5);
    expect(overlays(command.videoFilter)).toEqual(['0,0', '426,0', '852,0', '214,360', '640,360']);
    expect(scales(command.videoFilter)).toEqual(Array(5).fill('426x360'));
    expect(command.leftOut).toEqual([]);
  });

  it('2 cameras and a screen share from 10 s to 25 s: grid, screen large with the cameras beside it, grid again', () => {
    const command = compose(segment(30, [camera(1), camera(2), screen(10, 25)]));
    expect(command.sections).toEqual([
      { startFrame: 0, endFrame: 250, screen: undefined, cameras: [0, 1] },
      { startFrame: 250, endFrame: 625, screen: 2, cameras: [0, 1] },
      { startFrame: 625, endFrame: 750, screen: undefined, cameras: [0, 1] },
    ]);
    expect(overlays(command.videoFilter)).toEqual(['0,0', '640,0', '0,0', '1024,180', '1024,360', '0,0', '640,0']);
    expect(command.videoFilter).toContain('[v2b0]trim=end=15,setpts=PTS-STARTPTS,scale=1024:720:');
    expect(command.videoFilter).toContain('[v0b1]trim=start=10:end=25,setpts=PTS-STARTPTS,scale=256:180:');
    expect(command.videoFilter).toContain('concat=n=3:v=1:a=0');
  });

  it('5 cameras and a late screen share: 4 cameras beside it, the fifth left out and said so', () => {
    const tracks = [1, 2, 3, 4, 5].map((index) => camera(index, index - 1));
    const command = compose(segment(20, [...tracks, screen(5, 20)]));
    expect(command.sections.map((s) => [s.startFrame, s.screen, s.cameras.length])).toEqual([
      [0, undefined, 1],
      [25, undefined, 2],
      [50, undefined, 3],
      [75, undefined, 4],
      [100, undefined, 5],
      [125, 5, 4],
    ]);
    expect(command.leftOut).toEqual([
      { track: tracks[4], fromMs: 5000, toMs: 20000, reason: 'more than 4 cameras beside a screen share' },
    ]);
  });

  it('leaves the cameras beyond 9 out, the latest to join first, and says so', () => {
    const tracks = Array.from({ length: 11 }, (_, index) => camera(index + 1, index));
    const command = compose(segment(15, tracks));
    expect(command.sections.at(-1)!.cameras).toHaveLength(9);
    expect(inputs(command.args)).toHaveLength(9);
    expect(command.leftOut.map((entry) => [entry.track.participantId, entry.fromMs, entry.toMs])).toEqual([
      ['p10', 9000, 15000],
      ['p11', 10000, 15000],
    ]);
  });

  it('shows a camera that ends early only until it ends', () => {
    const command = compose(segment(10, [camera(1), camera(2, 0, 4)]));
    expect(command.sections.map((s) => [s.startFrame, s.endFrame, s.cameras])).toEqual([
      [0, 100, [0, 1]],
      [100, 250, [0]],
    ]);
  });

  it('cuts the head of tracks that began before the segment and drops those outside it', () => {
    const command = compose(
      segment(10, [camera(1, -3), microphone(1, -3), camera(2, 12), microphone(2, 11), camera(3, -5, -1)]),
    );
    expect(inputs(command.args)).toEqual(['/rec/cam-1.webm', '/rec/mic-1.opus']);
    expect(command.videoFilter).toContain('[v0b0]trim=start=3:end=13,');
    expect(command.audioFilter).toContain('atrim=start=3,asetpts=PTS-STARTPTS[a1]');
  });

  it('has a silent audio track when nobody had a microphone, and a black picture without cameras', () => {
    const command = compose(segment(5, []));
    expect(inputs(command.args)).toEqual([]);
    expect(lines(command.videoFilter)).toEqual([
      'color=c=black:s=1280x720:r=25,trim=end_frame=125[s0bg]',
      '[s0bg]null[s0]',
      '[s0]concat=n=1:v=1:a=0,format=yuv420p[vout]',
    ]);
    expect(lines(command.audioFilter)).toEqual([
      'anullsrc=r=48000:cl=stereo,atrim=end_sample=240000[abed]',
      '[abed]anull[aout]',
    ]);
  });

  it('draws names only with a font, and only under cameras', () => {
    const input = segment(10, [{ ...camera(1), displayName: "Ayşe O'Neil: [x], 100%" }, screen(2, 8)]);
    expect(compose(input).videoFilter).not.toContain('drawtext');
    const named = buildComposeCommand(input, { outputFile: '/o.mp4', nameFont: '/fonts/DejaVuSans.ttf' });
    expect(named.videoFilter.match(/drawtext/g)).toHaveLength(3);
    expect(named.videoFilter).toContain("fontfile=/fonts/DejaVuSans.ttf:expansion=none:text='Ayşe O’Neil x 100'");
  });

  it('keeps names to characters that need no ffmpeg escaping', () => {
    expect(nameForDrawtext("Zoë d'Arc")).toBe('Zoë d’Arc');
    expect(nameForDrawtext('a;b,c[d]e:f\\g%{pts}')).toBe('abcdefgpts');
    expect(nameForDrawtext('  İsmail   Çelik  ')).toBe('İsmail Çelik');
  });

  // docs/product.md, 'Recordings': a name label keeps its parentheses ('Gül Şahin guest' was drawn).
  it('keeps parentheses and other punctuation ffmpeg does not read, in the drawn text', () => {
    expect(nameForDrawtext('Gül Şahin (guest)')).toBe('Gül Şahin (guest)');
    expect(nameForDrawtext('R&D: Ana + Bo! (İK/HR)?')).toBe('R&D Ana + Bo! (İK/HR)?');
    const named = buildComposeCommand(segment(10, [{ ...camera(1), displayName: 'Gül Şahin (guest)' }]), {
      outputFile: '/o.mp4',
      nameFont: '/fonts/DejaVuSans.ttf',
    });
    expect(named.videoFilter).toContain("expansion=none:text='Gül Şahin (guest)'");
  });

  it('takes the size and rate as parameters and refuses odd sizes', () => {
    const command = buildComposeCommand(segment(2, [camera(1)]), {
      outputFile: '/o.mp4',
      width: 320,
      height: 180,
      fps: 30,
    });
    expect(command.videoFilter).toContain('color=c=black:s=320x180:r=30,trim=end_frame=60');
    expect(() => buildComposeCommand(segment(2, []), { outputFile: '/o.mp4', width: 321, height: 180 })).toThrow(
      RangeError,
    );
  });
});

describe('the join command', () => {
  it('lists absolute paths for the concat demuxer, a quote escaped its way', () => {
    expect(concatList(['/rec/a.mp4', "/rec/it's.mp4"])).toBe("file '/rec/a.mp4'\nfile '/rec/it'\\''s.mp4'\n");
  });

  it('copies the streams (no re-encoding) with faststart', () => {
    const args = buildJoinArgs('/rec/list.txt', '/rec/all.mp4');
    expect(args.join(' ')).toContain(
      '-f concat -safe 0 -i /rec/list.txt -map 0 -c copy -movflags +faststart /rec/all.mp4',
    );
  });
});
