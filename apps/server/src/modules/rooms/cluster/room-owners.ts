import type { Redis } from 'ioredis';
import { releaseLease, renewLeases, takeLease } from '#server/lib/redis-lease.ts';

const ownerKey = (meetingId: string) => `vm:room-owner:${meetingId}`;
const nodeKey = (nodeId: string) => `vm:node:${nodeId}`;

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
      if (await takeLease(this.redis, ownerKey(meetingId), this.nodeId, this.leaseMs)) return this.nodeId;
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
    const lost = new Set(await renewLeases(this.redis, meetingIds.map(ownerKey), this.nodeId, this.leaseMs));
    return meetingIds.filter((id) => lost.has(ownerKey(id)));
  }

  async release(meetingId: string): Promise<void> {
    await releaseLease(this.redis, ownerKey(meetingId), this.nodeId);
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
