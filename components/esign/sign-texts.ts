import { glossary } from '@/lib/core/glossary';
/**
 * Every word of the public signing page, in the envelope's language. The E-SIGN disclosure is the
 * consumer-consent notice 15 U.S.C. § 7001(c) requires before records are provided electronically:
 * the right to paper, the scope of the consent, how to withdraw it, and what the signer needs to
 * open and keep the records.
 */
export type SignLanguage = 'en' | 'es';

export type SignTexts = {
  htmlLang: string;
  secureSigning: string;
  title: string;
  intro: (who: { name: string; store: string }) => string;
  loanNumber: string;
  store: string;
  linkExpires: string;
  keyNumbers: string;
  numbers: {
    cashPrice: string;
    initialPayment: string;
    paymentAmount: string;
    numberOfPayments: string;
    frequency: string;
    firstPaymentDate: string;
    totalOfPayments: string;
    costOfLease: string;
  };
  contract: string;
  contractHelp: string;
  openContract: string;
  consentTitle: string;
  disclosure: string[];
  consentLabel: string;
  nameLabel: string;
  nameHelp: string;
  signatureTitle: string;
  typed: string;
  drawn: string;
  typedPreviewEmpty: string;
  drawHelp: string;
  clear: string;
  padLabel: string;
  submit: string;
  submitting: string;
  fixFields: string;
  signedTitle: string;
  signedBody: (loan: string, store: string) => string;
  redirecting: string;
  unavailable: string;
};

const en: SignTexts = {
  htmlLang: 'en',
  secureSigning: 'Secure signing',
  title: 'Review and sign your lease',
  intro: ({ name, store }) => `${name}, ${store} has prepared your lease-to-own agreement. Read it, then sign below.`,
  loanNumber: 'Loan number',
  store: 'Store',
  linkExpires: 'This link works until',
  keyNumbers: 'The key numbers',
  numbers: {
    cashPrice: glossary.en.cashPrice,
    initialPayment: glossary.en.initialPayment,
    paymentAmount: glossary.en.paymentAmount,
    numberOfPayments: glossary.en.numberOfPayments,
    frequency: 'Paid',
    firstPaymentDate: 'First payment',
    totalOfPayments: glossary.en.totalOfPayments,
    costOfLease: glossary.en.costOfLeaseServices,
  },
  contract: 'Your contract',
  contractHelp: 'The full agreement. If it does not show here, open it as a PDF.',
  openContract: 'Open the contract (PDF)',
  consentTitle: 'Consent to sign electronically',
  disclosure: [
    'Under the federal Electronic Signatures in Global and National Commerce Act (E-SIGN Act), we need your consent before you sign this lease and receive its records electronically. This consent covers this lease agreement, its payment schedule, the signed copy and the notices about this signature.',
    'Right to paper: you may sign on paper instead. Ask the store before you sign, at no charge. After you sign, you may ask the store or Leaseline for a paper copy of the signed lease at any time, free of charge.',
    'Withdrawing consent: you may withdraw this consent at any time before you press “Sign” by closing this page and telling the store you want to sign on paper. After signing, you may withdraw it for future records by contacting the store or Leaseline; withdrawing does not undo a signature already given and carries no fee.',
    'What you need: a device with a current web browser (Chrome, Safari, Edge or Firefox) with JavaScript enabled, a PDF viewer to open the contract, an internet connection, and a place to save or print the signed contract. If you change your e-mail address or phone number, tell the store.',
    'By ticking the box you confirm that you can open the contract above, which shows you can access the records in the form we will provide them.',
  ],
  consentLabel: 'I have read this notice and agree to sign and receive this lease electronically.',
  nameLabel: 'Your full name',
  nameHelp: 'As it appears on the contract:',
  signatureTitle: 'Your signature',
  typed: 'Type it',
  drawn: 'Draw it',
  typedPreviewEmpty: 'Your name will appear here as your signature.',
  drawHelp: 'Sign in the box with your finger, a stylus or the mouse.',
  clear: 'Clear',
  padLabel: 'Signature pad: draw your signature',
  submit: 'Sign the lease',
  submitting: 'Signing…',
  fixFields: 'Check the highlighted fields.',
  signedTitle: 'Signed — thank you',
  signedBody: (loan, store) => `Your lease ${loan} is signed. ${store} has been told and will keep a copy for you; ask them for a paper copy any time.`,
  redirecting: 'Signed. Taking you back to the store…',
  unavailable: 'This link can no longer be used.',
};

const es: SignTexts = {
  htmlLang: 'es',
  secureSigning: 'Firma segura',
  title: 'Revise y firme su contrato',
  intro: ({ name, store }) => `${name}, ${store} preparó su contrato de arrendamiento con opción a compra. Léalo y firme abajo.`,
  loanNumber: 'Número de préstamo',
  store: 'Tienda',
  linkExpires: 'Este enlace funciona hasta el',
  keyNumbers: 'Las cifras principales',
  numbers: {
    cashPrice: glossary.es.cashPrice,
    initialPayment: glossary.es.initialPayment,
    paymentAmount: glossary.es.paymentAmount,
    numberOfPayments: glossary.es.numberOfPayments,
    frequency: 'Frecuencia',
    firstPaymentDate: 'Primer pago',
    totalOfPayments: glossary.es.totalOfPayments,
    costOfLease: glossary.es.costOfLeaseServices,
  },
  contract: 'Su contrato',
  contractHelp: 'El contrato completo. Si no aparece aquí, ábralo como PDF.',
  openContract: 'Abrir el contrato (PDF)',
  consentTitle: 'Consentimiento para firmar electrónicamente',
  disclosure: [
    'Según la ley federal de firmas electrónicas (E-SIGN Act), necesitamos su consentimiento antes de que firme este contrato y reciba sus documentos de forma electrónica. Este consentimiento cubre este contrato, su calendario de pagos, la copia firmada y los avisos sobre esta firma.',
    'Derecho a papel: puede firmar en papel. Pídalo a la tienda antes de firmar, sin costo. Después de firmar, puede pedir a la tienda o a Leaseline una copia en papel del contrato firmado en cualquier momento, gratis.',
    'Retirar el consentimiento: puede retirarlo en cualquier momento antes de pulsar «Firmar» cerrando esta página y diciendo a la tienda que prefiere firmar en papel. Después de firmar, puede retirarlo para documentos futuros comunicándose con la tienda o con Leaseline; retirarlo no anula una firma ya dada y no tiene costo.',
    'Lo que necesita: un dispositivo con un navegador actual (Chrome, Safari, Edge o Firefox) con JavaScript activado, un lector de PDF para abrir el contrato, conexión a internet y un lugar donde guardar o imprimir el contrato firmado. Si cambia su correo electrónico o su teléfono, avise a la tienda.',
    'Al marcar la casilla confirma que puede abrir el contrato de arriba, lo que demuestra que puede acceder a los documentos en la forma en que se los entregaremos.',
  ],
  consentLabel: 'Leí este aviso y acepto firmar y recibir este contrato de forma electrónica.',
  nameLabel: 'Su nombre completo',
  nameHelp: 'Tal como aparece en el contrato:',
  signatureTitle: 'Su firma',
  typed: 'Escribirla',
  drawn: 'Dibujarla',
  typedPreviewEmpty: 'Su nombre aparecerá aquí como su firma.',
  drawHelp: 'Firme en el recuadro con el dedo, un lápiz táctil o el ratón.',
  clear: 'Borrar',
  padLabel: 'Recuadro de firma: dibuje su firma',
  submit: 'Firmar el contrato',
  submitting: 'Firmando…',
  fixFields: 'Revise los campos marcados.',
  signedTitle: 'Firmado — gracias',
  signedBody: (loan, store) => `Su contrato ${loan} está firmado. ${store} ya lo sabe y guardará una copia para usted; pídale una copia en papel cuando quiera.`,
  redirecting: 'Firmado. Lo llevamos de vuelta a la tienda…',
  unavailable: 'Este enlace ya no se puede usar.',
};

export const signTexts: Record<SignLanguage, SignTexts> = { en, es };

/** Pages for links that cannot be signed: the envelope's language is not known to them, so both. */
export type LinkProblem = 'signed' | 'voided' | 'expired' | 'unknown' | 'unavailable';

export const linkProblemTexts: Record<LinkProblem, { en: { title: string; body: string }; es: { title: string; body: string } }> = {
  signed: {
    en: { title: 'This lease is already signed', body: 'This signing link has been used: the lease was signed and nothing more is needed from you. For a copy of the signed contract, ask the store.' },
    es: { title: 'Este contrato ya está firmado', body: 'Este enlace ya se usó: el contrato se firmó y no necesita hacer nada más. Para una copia del contrato firmado, pídala a la tienda.' },
  },
  voided: {
    en: { title: 'This signing link was cancelled', body: 'The store cancelled this link, usually because the lease changed or a new link was sent. Use the newest link you received, or ask the store for a new one.' },
    es: { title: 'Este enlace de firma fue cancelado', body: 'La tienda canceló este enlace, normalmente porque el contrato cambió o se envió uno nuevo. Use el enlace más reciente que recibió o pida uno nuevo a la tienda.' },
  },
  expired: {
    en: { title: 'This signing link has expired', body: 'Signing links work for 72 hours. Nothing was signed. Ask the store to send you a new link.' },
    es: { title: 'Este enlace de firma venció', body: 'Los enlaces de firma funcionan durante 72 horas. No se firmó nada. Pida a la tienda que le envíe un enlace nuevo.' },
  },
  unavailable: {
    en: { title: 'This contract cannot be shown', body: 'The store’s record of this lease is incomplete, so we cannot show its contract and nothing can be signed. Nothing was signed. Ask the store to prepare the lease again and send you a new link.' },
    es: { title: 'No se puede mostrar este contrato', body: 'El registro de este arrendamiento en la tienda está incompleto, así que no podemos mostrar su contrato ni se puede firmar. No se firmó nada. Pida a la tienda que prepare el arrendamiento de nuevo y le envíe un enlace nuevo.' },
  },
  unknown: {
    en: { title: 'We could not find this signing link', body: 'The link may be incomplete: copy the whole link from the message again. If it still does not open, ask the store for a new link.' },
    es: { title: 'No encontramos este enlace de firma', body: 'Puede que el enlace esté incompleto: copie de nuevo el enlace completo del mensaje. Si sigue sin abrirse, pida un enlace nuevo a la tienda.' },
  },
};
