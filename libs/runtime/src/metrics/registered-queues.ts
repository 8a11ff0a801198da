import { DiscoveryService } from '@nestjs/core';
import { Queue } from 'bullmq';

/** Every BullMQ queue some module registered (BullModule.registerQueue), however many modules add, by name. */
export function registeredQueues(discovery: DiscoveryService): Queue[] {
  const queues = discovery
    .getProviders()
    .map((wrapper) => wrapper.instance as unknown)
    .filter((instance): instance is Queue => instance instanceof Queue);
  return [...new Map(queues.map((queue) => [queue.name, queue])).values()].sort((a, b) => a.name.localeCompare(b.name));
}
