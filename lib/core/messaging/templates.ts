import type { Language } from './types';

/**
 * Message templates, English and Spanish. Texts are short enough for one SMS segment where they go by
 * SMS, and say what a careful sender says: the code, when it expires, and never to share it.
 */
type Rendered = { subject: string; text: string };

const verification: Record<Language, (v: { code: string; minutes: number }) => { email: Rendered; sms: string }> = {
  en: ({ code, minutes }) => ({
    email: {
      subject: 'Your Leaseline verification code',
      text: [
        'Hello,',
        '',
        `Your Leaseline verification code is ${code}.`,
        '',
        `Give this code to the store (or enter it on the application page) to confirm your lease-to-own approval. It expires in ${minutes} minutes and can be used once.`,
        '',
        'Leaseline will never call or write to ask you for this code. If you did not apply, you can ignore this message.',
        '',
        '— Leaseline',
      ].join('\n'),
    },
    sms: `Leaseline: your verification code is ${code}. It expires in ${minutes} minutes. Do not share it with anyone who calls or texts you.`,
  }),
  es: ({ code, minutes }) => ({
    email: {
      subject: 'Su código de verificación de Leaseline',
      text: [
        'Hola:',
        '',
        `Su código de verificación de Leaseline es ${code}.`,
        '',
        `Entregue este código en la tienda (o escríbalo en la página de la solicitud) para confirmar su aprobación de arrendamiento con opción a compra. Vence en ${minutes} minutos y se puede usar una sola vez.`,
        '',
        'Leaseline nunca le llamará ni le escribirá para pedirle este código. Si usted no hizo una solicitud, ignore este mensaje.',
        '',
        '— Leaseline',
      ].join('\n'),
    },
    sms: `Leaseline: su código de verificación es ${code}. Vence en ${minutes} minutos. No lo comparta con nadie que le llame o escriba.`,
  }),
};

export function verificationCodeTemplate(language: Language, values: { code: string; minutes: number }) {
  return verification[language](values);
}

type SigningLinkValues = { url: string; storeName: string; loanNumber: string; hours: number };

/** The e-signature link (lib/core/esign). The link is the signer's credential: the text says not to forward it. */
const signingLink: Record<Language, (v: SigningLinkValues) => { email: Rendered; sms: string }> = {
  en: ({ url, storeName, loanNumber, hours }) => ({
    email: {
      subject: `Sign your lease-to-own agreement ${loanNumber}`,
      text: [
        'Hello,',
        '',
        `${storeName} has prepared your Leaseline lease-to-own agreement ${loanNumber}. Read it and sign it here:`,
        '',
        url,
        '',
        `The link works once and expires in ${hours} hours. Do not forward it: anyone with the link can sign.`,
        '',
        'If you did not expect this message, do not sign, and tell the store.',
        '',
        '— Leaseline',
      ].join('\n'),
    },
    sms: `Leaseline: sign your lease agreement ${loanNumber} from ${storeName}: ${url} (expires in ${hours} h; do not forward)`,
  }),
  es: ({ url, storeName, loanNumber, hours }) => ({
    email: {
      subject: `Firme su contrato de arrendamiento con opción a compra ${loanNumber}`,
      text: [
        'Hola:',
        '',
        `${storeName} preparó su contrato de arrendamiento con opción a compra de Leaseline ${loanNumber}. Léalo y fírmelo aquí:`,
        '',
        url,
        '',
        `El enlace funciona una sola vez y vence en ${hours} horas. No lo reenvíe: cualquiera que tenga el enlace puede firmar.`,
        '',
        'Si no esperaba este mensaje, no firme y avise a la tienda.',
        '',
        '— Leaseline',
      ].join('\n'),
    },
    sms: `Leaseline: firme su contrato ${loanNumber} de ${storeName}: ${url} (vence en ${hours} h; no lo reenvíe)`,
  }),
};

export function signingLinkTemplate(language: Language, values: SigningLinkValues) {
  return signingLink[language](values);
}
