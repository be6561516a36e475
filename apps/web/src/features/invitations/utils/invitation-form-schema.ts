import { LIMITS, type SendInvitationBody } from '@vm/contracts';
import { z } from 'zod';

// The invitation form's rules (docs/product.md, 'Validation and input limits'). Messages are keys of
// `invitations:form.errors`, so the form shows them in the reader's language; the server applies
// the contract's same rules.
export const invitationFormSchema = z
  .object({
    inviteeEmail: z.string().trim().max(LIMITS.emailMax, { error: 'invalidEmail' }),
    inviteeName: z.string().trim().max(LIMITS.nameMax, { error: 'nameTooLong' }),
    inviteePhone: z.string().trim().max(LIMITS.phoneMax, { error: 'phoneTooLong' }),
    personalMessage: z.string().trim().max(LIMITS.personalMessageMax, { error: 'messageTooLong' }),
  })
  .superRefine((values, context) => {
    if (!values.inviteeEmail) context.addIssue({ code: 'custom', path: ['inviteeEmail'], message: 'required' });
    else if (!z.email().safeParse(values.inviteeEmail).success) {
      context.addIssue({ code: 'custom', path: ['inviteeEmail'], message: 'invalidEmail' });
    }
    if (!values.inviteeName) context.addIssue({ code: 'custom', path: ['inviteeName'], message: 'required' });
  });

export type InvitationFormInput = z.input<typeof invitationFormSchema>;
export type InvitationFormOutput = z.output<typeof invitationFormSchema>;

export const emptyInvitationForm: InvitationFormInput = {
  inviteeEmail: '',
  inviteeName: '',
  inviteePhone: '',
  personalMessage: '',
};

/** The send payload (docs/product.md, 'Entities and fields'): trimmed values, phone and message left out when empty. */
export function toSendBody(meetingId: string, values: InvitationFormOutput): SendInvitationBody {
  return {
    meetingId,
    inviteeEmail: values.inviteeEmail,
    inviteeName: values.inviteeName,
    ...(values.inviteePhone ? { inviteePhone: values.inviteePhone } : {}),
    ...(values.personalMessage ? { personalMessage: values.personalMessage } : {}),
  };
}

export const limitFor = {
  nameTooLong: LIMITS.nameMax,
  phoneTooLong: LIMITS.phoneMax,
  messageTooLong: LIMITS.personalMessageMax,
} as const;
