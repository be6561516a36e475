import type { Redis } from 'ioredis';

const ownerKey = (meetingId: string) => `vm:room-owner:${meetingId}`;
const nodeKey = (nodeId: string) => `vm:node:${nodeId}`;

// Renew or release a key only while it still names this node: after a lease ran out another node
// may own the room, and its claim must not be extended or deleted by us.
const RENEW_IF_MINE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) else return 0 end`;
const RELEASE_IF_MINE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) else return 0 end`;

/**
 * Which node owns each live room, in Redis: a key per meeting naming the owner, with a lease the
 * owner renews (every second) while the room lives. A node that dies stops renewing; its keys
 * run out within the lease and the next node to need the room claims it. Each node also keeps a
 * heartbeat key, so owners can tell when a node holding relayed sockets is gone.
 */
export class RoomOwners {
  constructor(
    private readonly redis: Redis,
    readonly nodeId: string,
    readonly leaseMs: number,
  ) {}

  /** The room's owner: this node if nobody held it (it is now ours), else the node that does. */
  async claim(meetingId: string): Promise<string> {
    for (;;) {
      const taken = await this.redis.set(ownerKey(meetingId), this.nodeId, 'PX', this.leaseMs, 'NX');
      if (taken === 'OK') return this.nodeId;
      const owner = await this.redis.get(ownerKey(meetingId));
      // Null: the owner's lease ran out between our two calls; try to take it again.
      if (owner !== null) return owner;
    }
  }

  ownerOf(meetingId: string): Promise<string | null> {
    return this.redis.get(ownerKey(meetingId));
  }

  /** Extends this node's leases on these rooms; returns the ones it no longer owns. */
  async renew(meetingIds: readonly string[]): Promise<string[]> {
    if (meetingIds.length === 0) return [];
    const pipeline = this.redis.pipeline();
    for (const id of meetingIds) pipeline.eval(RENEW_IF_MINE, 1, ownerKey(id), this.nodeId, this.leaseMs);
    const results = (await pipeline.exec()) ?? [];
    return meetingIds.filter((_, index) => results[index]?.[1] !== 1);
  }

  async release(meetingId: string): Promise<void> {
    await this.redis.eval(RELEASE_IF_MINE, 1, ownerKey(meetingId), this.nodeId);
  }

  /** This node is alive for another lease. */
  async heartbeat(): Promise<void> {
    await this.redis.set(nodeKey(this.nodeId), String(Date.now()), 'PX', this.leaseMs);
  }

  async alive(nodeId: string): Promise<boolean> {
    return (await this.redis.exists(nodeKey(nodeId))) === 1;
  }

  /** This node stops: its heartbeat goes at once instead of after the lease. */
  async leave(): Promise<void> {
    await this.redis.del(nodeKey(this.nodeId));
  }
}
