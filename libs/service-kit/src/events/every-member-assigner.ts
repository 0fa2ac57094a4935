import { AssignerProtocol, PartitionAssigners, type PartitionAssigner } from 'kafkajs';

/**
 * kafkajs's round-robin assignment, with an entry for every member of the group, an empty one for those
 * left without a partition.
 *
 * kafkajs's own RoundRobinAssigner leaves such members out of the leader's SyncGroup, which Kafka
 * accepts. Mokapi 0.52 (the local and test broker) does not: it looks up every member's assignment and
 * dereferences the missing one (store.(*groupBalancer).run, a nil pointer), and the broker panics and exits
 * with code 2. A group has more members than partitions as soon as a second replica of a service joins
 * (every channel has one partition), e.g. a restarted service rejoining before its old member timed out.
 * Same name, version and metadata as kafkajs's assigner, so members of both kinds agree on the protocol
 * during a rolling deploy.
 */
export const everyMemberAssigner: PartitionAssigner = (config) => {
  const roundRobin = PartitionAssigners.roundRobin(config);
  return {
    ...roundRobin,
    async assign(group) {
      const assigned = await roundRobin.assign(group);
      const named = new Set(assigned.map((a) => a.memberId));
      const idle = group.members
        .filter((m) => !named.has(m.memberId))
        .map((m) => ({
          memberId: m.memberId,
          memberAssignment: AssignerProtocol.MemberAssignment.encode({
            version: roundRobin.version,
            assignment: {},
            userData: Buffer.alloc(0),
          }),
        }));
      return [...assigned, ...idle];
    },
  };
};
