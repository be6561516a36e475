// Just the part of janode (plain JavaScript, no typings) that the media module uses.
declare module 'janode' {
  import type { EventEmitter } from 'node:events';

  export interface JanodeConnection extends EventEmitter {
    create(keepAliveSeconds?: number): Promise<JanodeSession>;
    close(): Promise<void>;
  }
  export interface JanodeSession extends EventEmitter {
    attach<H>(plugin: { id: string; Handle: unknown }): Promise<H>;
    destroy(): Promise<void>;
  }
  export interface JanodeHandle extends EventEmitter {
    id: number;
    message(body: Record<string, unknown>, jsep?: Jsep): Promise<unknown>;
    trickle(candidate: unknown): Promise<void>;
    trickleComplete(): Promise<void>;
    hangup(): Promise<unknown>;
    detach(): Promise<void>;
  }
  export interface Jsep {
    type: 'offer' | 'answer';
    sdp: string;
  }

  const Janode: {
    connect(config: {
      address: Array<{ url: string; apisecret?: string }>;
      retry_time_secs?: number;
      max_retries?: number;
    }): Promise<JanodeConnection>;
    Logger: { setLevel(level: 'none' | 'error' | 'warning' | 'info' | 'verbose' | 'debug'): string };
    EVENT: {
      CONNECTION_CLOSED: string;
      CONNECTION_ERROR: string;
      SESSION_DESTROYED: string;
      HANDLE_DETACHED: string;
      HANDLE_HANGUP: string;
      HANDLE_ICE_FAILED: string;
      HANDLE_WEBRTCUP: string;
      HANDLE_TRICKLE: string;
    };
  };
  export default Janode;
}

declare module 'janode/plugins/videoroom' {
  import type { Jsep, JanodeHandle } from 'janode';

  /** A publisher's stream as Janus describes it in 'joined' and 'publishers' events. */
  export interface JanusPublisherStream {
    type: 'audio' | 'video' | 'data';
    /** The m-line's index in the publisher's SDP: the number at the end of its recording's file name. */
    mindex: number;
    mid: string;
    disabled?: boolean;
    description?: string;
    /** Given for enabled audio and video streams ('opus', 'vp8', ...). */
    codec?: string;
    simulcast?: boolean;
    svc?: boolean;
    /** Opus settings of an audio stream. */
    stereo?: boolean;
    fec?: boolean;
    dtx?: boolean;
  }
  export interface JanusPublisher {
    feed: number;
    display?: string;
    streams?: JanusPublisherStream[];
  }
  /** One m-line of a multistream subscription. */
  export interface JanusSubscriberStream {
    mid: string;
    type: 'audio' | 'video' | 'data';
    active: boolean;
    feed_id?: number;
    feed_mid?: string;
  }

  export interface VideoRoomHandle extends JanodeHandle {
    joinPublisher(params: { room: number; feed?: number; display?: string }): Promise<{ publishers: JanusPublisher[] }>;
    joinConfigurePublisher(params: {
      room: number;
      feed: number;
      display?: string;
      bitrate?: number;
      descriptions?: Array<{ mid: string; description: string }>;
      jsep: Jsep;
    }): Promise<{ jsep?: Jsep }>;
    configure(params: {
      jsep?: Jsep;
      restart?: boolean;
      bitrate?: number;
      descriptions?: Array<{ mid: string; description: string }>;
      /** A subscriber's per-m-line settings (multistream), e.g. the simulcast substream to forward. */
      streams?: Array<{ mid: string; substream?: number; send?: boolean }>;
    }): Promise<{ jsep?: Jsep }>;
    joinSubscriber(params: {
      room: number;
      /** `substream`: the simulcast layer Janus forwards from the start. */
      streams: Array<{ feed: number; mid?: string; substream?: number }>;
      autoupdate?: boolean;
    }): Promise<{ jsep?: Jsep; streams?: JanusSubscriberStream[] }>;
    update(params: {
      subscribe?: Array<{ feed: number; mid?: string; substream?: number }>;
      unsubscribe?: Array<{ sub_mid: string }>;
    }): Promise<{ jsep?: Jsep; streams?: JanusSubscriberStream[] }>;
    start(params: { jsep: Jsep }): Promise<unknown>;
    create(params: Record<string, unknown>): Promise<unknown>;
    destroy(params: { room: number; secret?: string }): Promise<unknown>;
    kick(params: { room: number; feed: number; secret?: string }): Promise<unknown>;
  }

  const VideoRoomPlugin: {
    id: string;
    Handle: unknown;
    EVENT: {
      VIDEOROOM_PUB_LIST: string;
      VIDEOROOM_UNPUBLISHED: string;
      VIDEOROOM_LEAVING: string;
      VIDEOROOM_KICKED: string;
      VIDEOROOM_TALKING: string;
      VIDEOROOM_DESTROYED: string;
      VIDEOROOM_UPDATED: string;
      VIDEOROOM_SLOWLINK: string;
    };
  };
  export default VideoRoomPlugin;
}
