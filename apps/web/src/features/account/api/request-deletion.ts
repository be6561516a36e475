import { useMutation } from '@tanstack/react-query';
import { codeSentSchema, type CodeSent } from '@vm/contracts';
import { api } from '#web/lib/api-client.ts';
import { parsedDataOf } from './account-keys';

/** E-mails the code that confirms deleting the account. */
export async function requestDeletion(): Promise<CodeSent> {
  return parsedDataOf(codeSentSchema, await api.post<CodeSent>('/guest/delete/request'));
}

export const useRequestDeletion = () => useMutation({ mutationFn: requestDeletion });
