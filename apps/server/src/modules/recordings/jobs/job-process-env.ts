/** Set by job-child.ts in the environment of a job process it started as a process group leader. */
export const PROCESS_GROUP_ENV = 'VM_RECORDING_JOB_GROUP';
