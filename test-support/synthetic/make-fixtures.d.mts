export declare const FIXTURE_DIR: string;
export declare const VIDEO_LAYERS: Array<{ rid: string; width: number; height: number; kbps: number }>;
export interface FixturePaths {
  video: Record<string, string>;
  audio: string;
}
export declare function fixturePaths(): FixturePaths;
export declare function makeFixtures(force?: boolean): FixturePaths;
