import type { AppendixPage, SignatureFill } from '../contracts/types';
import type { EsignType } from './types';

export type SigningEvidence = {
  language: 'en' | 'es';
  loanNumber: string;
  envelopeId: string;
  esignType: EsignType;
  applicantName: string;
  signerName: string;
  method: 'typed' | 'drawn';
  createdAt: Date;
  consentAt: Date;
  signedAt: Date;
  ip: string | null;
  userAgent: string | null;
  unsignedSha256: string;
  /** Of the signed agreement's pages, before this audit page is added. */
  signedSha256: string;
};

/** `2026-11-20 18:00:00 UTC`: unambiguous in both languages. */
const stamp = (date: Date) => `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`;

const WORDS = {
  en: {
    title: 'Electronic signature record',
    intro: (loan: string) =>
      `This page records how agreement ${loan} was signed electronically. The signer consented to use electronic records and signatures (E-SIGN Act, 15 U.S.C. § 7001) before signing.`,
    labels: ['Agreement no.', 'Envelope', 'Name on the agreement', 'Signed by (name typed)', 'Signature', 'Link delivered', 'Link created', 'Consent to sign electronically', 'Signed at', 'IP address', 'Browser (user agent)', 'SHA-256 of the unsigned agreement', 'SHA-256 of the signed agreement'],
    method: { typed: 'Typed name', drawn: 'Drawn by hand' },
    channel: { embedded: 'In store (embedded)', email: 'By email', sms: 'By text message (SMS)' },
    none: 'not recorded',
    notes: [
      'The SHA-256 of the signed agreement is computed over the signed pages before this page was added; the unsigned agreement is the same document with empty signature blocks. Leaseline keeps this file with the lease record together with its own SHA-256.',
    ],
  },
  es: {
    title: 'Registro de firma electrónica',
    intro: (loan: string) =>
      `Esta página registra cómo se firmó electrónicamente el contrato ${loan}. El firmante aceptó usar documentos y firmas electrónicas (Ley E-SIGN, 15 U.S.C. § 7001) antes de firmar.`,
    labels: ['Contrato n.º', 'Sobre', 'Nombre en el contrato', 'Firmado por (nombre escrito)', 'Firma', 'Enlace entregado', 'Enlace creado', 'Consentimiento para firmar electrónicamente', 'Firmado el', 'Dirección IP', 'Navegador (user agent)', 'SHA-256 del contrato sin firmar', 'SHA-256 del contrato firmado'],
    method: { typed: 'Nombre escrito', drawn: 'Dibujada a mano' },
    channel: { embedded: 'En la tienda (integrado)', email: 'Por correo electrónico', sms: 'Por mensaje de texto (SMS)' },
    none: 'no registrado',
    notes: [
      'El SHA-256 del contrato firmado se calcula sobre las páginas firmadas antes de agregar esta página; el contrato sin firmar es el mismo documento con los bloques de firma vacíos. Leaseline conserva este archivo con el registro del arrendamiento junto con su propio SHA-256.',
    ],
  },
} as const;

/** The audit page appended to the signed contract: who signed, when, from where, and the documents' hashes. */
export function signingAuditPage(e: SigningEvidence): AppendixPage {
  const w = WORDS[e.language];
  const values = [
    e.loanNumber,
    e.envelopeId,
    e.applicantName,
    e.signerName,
    w.method[e.method],
    w.channel[e.esignType],
    stamp(e.createdAt),
    stamp(e.consentAt),
    stamp(e.signedAt),
    e.ip ?? w.none,
    e.userAgent ?? w.none,
    e.unsignedSha256,
    e.signedSha256,
  ];
  return { title: w.title, intro: w.intro(e.loanNumber), rows: w.labels.map((label, i) => ({ label, value: values[i]! })), paragraphs: [...w.notes] };
}

/** The lessee's signature block, filled. */
export function lesseeSignature(signerName: string, signedAt: Date, signature: { kind: 'typed' } | { kind: 'drawn'; pngDataUrl: string }): SignatureFill {
  return {
    role: 'lessee',
    printedName: signerName,
    signedAt: `${signedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    typedSignature: signature.kind === 'typed' ? signerName : null,
    imageDataUrl: signature.kind === 'drawn' ? signature.pngDataUrl : null,
  };
}
