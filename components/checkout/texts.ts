/**
 * Words of the hosted application, English and Spanish. Kept free of zod and of the core (a value import
 * of lib/core/applications/schemas would ship zod to the shopper's phone): the lists below are checked
 * against the schema's own by components/checkout/texts.test.ts.
 */
export type Locale = 'en' | 'es';

export const incomeSourceValues = ['employment', 'self_employment', 'benefits', 'retirement', 'other'] as const;
export const frequencyValues = ['weekly', 'bi-weekly', 'semi-monthly', 'monthly'] as const;

const en = {
  htmlLang: 'en',
  brand: 'Leaseline',
  title: (store: string) => `Lease-to-own with ${store}`,
  intro: 'Apply in a few minutes. Checking does not affect your credit score.',
  language: 'Language',
  stepOf: (n: number, total: number) => `Step ${n} of ${total}`,
  steps: ['About you', 'Your address', 'Your income', 'Your bank', 'Review and agree'],
  next: 'Continue',
  back: 'Back',
  submit: 'Submit application',
  submitting: 'Sending…',
  checking: 'Checking…',
  optional: '(optional)',
  fields: {
    first_name: 'First name',
    last_name: 'Last name',
    date_of_birth: 'Date of birth',
    social_security_number: 'Social Security number',
    email: 'Email',
    cell: 'Mobile phone',
    line_1: 'Street address',
    city: 'City',
    state: 'State (2 letters)',
    code: 'ZIP code',
    source: 'Source of income',
    employer: 'Employer',
    gross: 'Pay per paycheck, before taxes ($)',
    frequency: 'How often you are paid',
    routing_number: 'Routing number',
    checking_account: 'Checking account number',
    opened_at: 'Account opened on',
    online: 'I use online banking',
  },
  hints: { social_security_number: '9 digits, as 123-45-6789', date_of_birth: 'MM/DD/YYYY', cell: 'We text your verification code here.' },
  choose: 'Choose…',
  sources: { employment: 'Employment', self_employment: 'Self-employment', benefits: 'Benefits', retirement: 'Retirement', other: 'Other' },
  frequencies: { weekly: 'Weekly', 'bi-weekly': 'Every two weeks', 'semi-monthly': 'Twice a month', monthly: 'Monthly' },
  honeypot: 'Leave this field empty',
  consentTitle: 'Your consent',
  consent:
    'I agree that Leaseline may verify the information I gave, obtain consumer reports about me to decide on this lease-to-own application, and contact me about it by email and text message. A lease-to-own agreement is not a loan; I will not own the goods until I make all payments or use an early purchase option.',
  consentLabel: 'I have read and agree to the above.',
  consentRequired: 'You must agree before you submit the application.',
  fixErrors: 'Some details need fixing; they are marked below.',
  review: { name: 'Name', email: 'Email', cell: 'Mobile', address: 'Address', income: 'Income', bank: 'Bank account' },
  decision: {
    approved: 'You are approved!',
    approvedBody: (amount: string) => `You can lease goods worth up to ${amount} from this store.`,
    options: 'Your options',
    option: (letter: string, amount: string, down: string | null) => `Option ${letter}: up to ${amount}${down ? `, with ${down} due when you sign` : ''}`,
    review: 'We are reviewing your application',
    reviewBody: 'We need a little more time to decide. The store will hear from us; you can close this window and continue in the shop.',
    declined: 'We cannot approve this application',
    declinedBody: 'We are not able to offer a lease for this purchase. You will receive a notice explaining the main reasons by email.',
  },
  verify: {
    title: 'Confirm it is you',
    body: 'To use your approval, we send you a 6-digit code.',
    sms: 'Text message',
    email: 'Email',
    send: 'Send code',
    sent: (to: string) => `We sent a code to ${to}. It expires in 10 minutes.`,
    code: 'Verification code',
    confirm: 'Confirm code',
    resend: 'Send a new code',
    done: 'Thank you, you are verified. Your approval is ready to use.',
    channel: 'Send the code by',
  },
  returnToShop: 'Return to the shop',
  rateLimited: 'Too many attempts. Wait a few minutes and try again.',
  failed: 'Something went wrong. Try again in a minute.',
  expired: 'This application has expired. Close this window and start again from the shop.',
};

export type Texts = typeof en;

const es: Texts = {
  htmlLang: 'es',
  brand: 'Leaseline',
  title: (store: string) => `Arrendamiento con opción a compra con ${store}`,
  intro: 'Solicite en pocos minutos. La consulta no afecta su puntaje de crédito.',
  language: 'Idioma',
  stepOf: (n: number, total: number) => `Paso ${n} de ${total}`,
  steps: ['Sus datos', 'Su dirección', 'Sus ingresos', 'Su banco', 'Revisar y aceptar'],
  next: 'Continuar',
  back: 'Atrás',
  submit: 'Enviar solicitud',
  submitting: 'Enviando…',
  checking: 'Revisando…',
  optional: '(opcional)',
  fields: {
    first_name: 'Nombre',
    last_name: 'Apellido',
    date_of_birth: 'Fecha de nacimiento',
    social_security_number: 'Número de Seguro Social',
    email: 'Correo electrónico',
    cell: 'Teléfono móvil',
    line_1: 'Dirección',
    city: 'Ciudad',
    state: 'Estado (2 letras)',
    code: 'Código postal',
    source: 'Fuente de ingresos',
    employer: 'Empleador',
    gross: 'Pago por cheque, antes de impuestos ($)',
    frequency: 'Con qué frecuencia le pagan',
    routing_number: 'Número de ruta',
    checking_account: 'Número de cuenta de cheques',
    opened_at: 'Cuenta abierta el',
    online: 'Uso la banca en línea',
  },
  hints: { social_security_number: '9 dígitos, como 123-45-6789', date_of_birth: 'MM/DD/AAAA', cell: 'Le enviamos aquí su código de verificación.' },
  choose: 'Elija…',
  sources: { employment: 'Empleo', self_employment: 'Trabajo por cuenta propia', benefits: 'Beneficios', retirement: 'Jubilación', other: 'Otro' },
  frequencies: { weekly: 'Semanal', 'bi-weekly': 'Cada dos semanas', 'semi-monthly': 'Dos veces al mes', monthly: 'Mensual' },
  honeypot: 'Deje este campo vacío',
  consentTitle: 'Su consentimiento',
  consent:
    'Acepto que Leaseline verifique la información que di, obtenga informes de consumidor sobre mí para decidir sobre esta solicitud de arrendamiento con opción a compra y me contacte sobre ella por correo electrónico y mensaje de texto. Un arrendamiento con opción a compra no es un préstamo; no seré dueño de los bienes hasta hacer todos los pagos o usar una opción de compra anticipada.',
  consentLabel: 'He leído y acepto lo anterior.',
  consentRequired: 'Debe aceptar antes de enviar la solicitud.',
  fixErrors: 'Algunos datos necesitan corrección; están marcados abajo.',
  review: { name: 'Nombre', email: 'Correo', cell: 'Móvil', address: 'Dirección', income: 'Ingresos', bank: 'Cuenta bancaria' },
  decision: {
    approved: '¡Está aprobado!',
    approvedBody: (amount: string) => `Puede arrendar bienes por un valor de hasta ${amount} en esta tienda.`,
    options: 'Sus opciones',
    option: (letter: string, amount: string, down: string | null) => `Opción ${letter}: hasta ${amount}${down ? `, con ${down} a pagar al firmar` : ''}`,
    review: 'Estamos revisando su solicitud',
    reviewBody: 'Necesitamos un poco más de tiempo para decidir. La tienda recibirá nuestra respuesta; puede cerrar esta ventana y seguir en la tienda.',
    declined: 'No podemos aprobar esta solicitud',
    declinedBody: 'No podemos ofrecer un arrendamiento para esta compra. Recibirá por correo un aviso con los motivos principales.',
  },
  verify: {
    title: 'Confirme que es usted',
    body: 'Para usar su aprobación, le enviamos un código de 6 dígitos.',
    sms: 'Mensaje de texto',
    email: 'Correo electrónico',
    send: 'Enviar código',
    sent: (to: string) => `Enviamos un código a ${to}. Vence en 10 minutos.`,
    code: 'Código de verificación',
    confirm: 'Confirmar código',
    resend: 'Enviar un código nuevo',
    done: 'Gracias, su identidad está verificada. Su aprobación está lista para usar.',
    channel: 'Enviar el código por',
  },
  returnToShop: 'Volver a la tienda',
  rateLimited: 'Demasiados intentos. Espere unos minutos y vuelva a intentarlo.',
  failed: 'Algo salió mal. Vuelva a intentarlo en un minuto.',
  expired: 'Esta solicitud venció. Cierre esta ventana y empiece de nuevo desde la tienda.',
};

export const checkoutTexts: Record<Locale, Texts> = { en, es };

/** Labels the schema uses in its messages (`The first name is required.`), in Spanish. */
const spanishLabels: Record<string, string> = {
  'first name': 'nombre',
  'last name': 'apellido',
  'date of birth': 'fecha de nacimiento',
  'social security number': 'número de Seguro Social',
  'Social Security number': 'número de Seguro Social',
  email: 'correo electrónico',
  cell: 'teléfono móvil',
  phone: 'teléfono',
  'street address': 'dirección',
  city: 'ciudad',
  state: 'estado',
  'ZIP code': 'código postal',
  'income source': 'fuente de ingresos',
  employer: 'empleador',
  'gross income': 'pago antes de impuestos',
  'pay frequency': 'frecuencia de pago',
  'routing number': 'número de ruta',
  'checking account number': 'número de cuenta',
  'account opening date': 'fecha de apertura de la cuenta',
  code: 'código',
};

const spanishPatterns: [RegExp, (label: string, rest: string) => string][] = [
  [/^The (.+) is required\.$/, (l) => `El campo ${l} es obligatorio.`],
  [/^The (.+) must be 9 digits, as 123-45-6789\.$/, (l) => `El ${l} debe tener 9 dígitos, como 123-45-6789.`],
  [/^The (.+) must be a US phone number with area code, as \(512\) 555-0123\.$/, (l) => `El ${l} debe ser un número de EE. UU. con código de área, como (512) 555-0123.`],
  [/^The (.+) must be 5 digits \(or ZIP\+4, as 77002-1234\)\.$/, (l) => `El ${l} debe tener 5 dígitos (o ZIP+4, como 77002-1234).`],
  [/^The (.+) must be a two-letter US state code, as TX\.$/, (l) => `El ${l} debe ser el código de dos letras de un estado de EE. UU., como TX.`],
  [/^The (.+) must be a valid email address\.$/, (l) => `El ${l} debe ser una dirección válida.`],
  [/^The (.+) must be more than \$(.+)\.$/, (l, r) => `El ${l} debe ser mayor que $${r}.`],
  [/^The (.+) must be in the past\.$/, (l) => `La ${l} debe estar en el pasado.`],
  [/^The (.+) must be 9 digits\.$/, (l) => `El ${l} debe tener 9 dígitos.`],
  [/^The (.+) must be 4 to 17 digits\.$/, (l) => `El ${l} debe tener de 4 a 17 dígitos.`],
  [/^The (.+) must be the 6 digits we sent\.$/, () => 'El código debe ser los 6 dígitos que le enviamos.'],
  [/^The (.+) is not a valid ABA routing number.*$/, (l) => `El ${l} no es un número de ruta ABA válido.`],
  [/^The (.+) may not be in the future\.$/, (l) => `La ${l} no puede ser futura.`],
  [/^Must be a date as YYYY-MM-DD or MM\/DD\/YYYY\.$/, () => 'Debe ser una fecha como AAAA-MM-DD o MM/DD/AAAA.'],
  [/^The (.+) must be one of: (.+)\.$/, (l) => `Elija una opción para ${l}.`],
  [/^The (.+) must be (?:a date|a valid date).*$/, (l) => `La ${l} debe ser una fecha válida (AAAA-MM-DD).`],
  [/^The (.+) may contain only letters, spaces, apostrophes, periods and hyphens\.$/, (l) => `El ${l} solo puede contener letras, espacios, apóstrofos, puntos y guiones.`],
  [/^The (.+) may not be longer than (\d+) characters\.$/, (l, n) => `El ${l} no puede tener más de ${n} caracteres.`],
  [/^The (.+) is too long ago\.$/, (l) => `La ${l} es demasiado antigua.`],
  [/^A cell or phone number is required\.$/, () => 'Se requiere un teléfono móvil.'],
  [/^The code is not correct\. (\d+) tr(?:y|ies) left\.$/, (n) => `El código no es correcto. Le quedan ${n} intentos.`],
  [/^Too many wrong codes\. Send a new code\.$/, () => 'Demasiados códigos incorrectos. Pida un código nuevo.'],
  [/^The code has expired\. Send a new code\.$/, () => 'El código venció. Pida un código nuevo.'],
];

/**
 * A field error from the shared schema in the shopper's language. English is the schema's own text;
 * Spanish translates the known shapes (label and all) and keeps any other message as it is.
 */
export function localizeError(message: string, locale: Locale): string {
  if (locale === 'en') return message;
  for (const [pattern, render] of spanishPatterns) {
    const match = pattern.exec(message);
    if (match) return render(spanishLabels[match[1] ?? ''] ?? match[1] ?? '', match[2] ?? '');
  }
  return message;
}
