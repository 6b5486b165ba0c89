import { glossary } from '../../../glossary';
import type { V1Texts } from './texts';

export const textsEs: V1Texts = {
  title: { 'lease-agreement': 'Contrato de arrendamiento con opción a compra', 'payment-schedule': 'Calendario de pagos' },
  subtitle: {
    'lease-agreement': 'Contrato de alquiler con opción a compra, con sus divulgaciones',
    'payment-schedule': 'Todos los pagos de su contrato de arrendamiento con opción a compra',
  },
  lessorName: 'Leaseline',
  languageName: 'español',
  facts: { agreementNumber: 'Contrato n.º', agreementDate: 'Fecha del contrato', dealerState: 'Estado del comerciante', paymentFrequency: 'Pagos' },
  parties: {
    heading: 'Partes',
    lessor: 'Arrendador ("nosotros")',
    dealer: 'Comerciante',
    lessee: 'Arrendatario ("usted")',
    lessorLines: ['Proveedor de arrendamiento con opción a compra', 'Dueño de los bienes durante este contrato'],
  },
  notice:
    'AVISO: Usted está arrendando estos bienes. No será su dueño hasta que haga todos los pagos necesarios para adquirirlos o use una opción de compra anticipada. Lea este contrato antes de firmarlo.',
  box: {
    heading: 'Divulgación de costos',
    cashPrice: 'Precio al contado',
    cashPriceNote: 'Lo que costarían los bienes comprados al contado, entrega incluida.',
    initialPayment: 'Pago inicial',
    initialPaymentNote: ({ deposit, tax, down }) =>
      `Se paga al firmar: depósito ${deposit} + impuesto sobre las ventas ${tax}${down ? ` + enganche ${down}` : ''}.`,
    payments: 'Pagos periódicos',
    paymentsValue: ({ amount, count, every }) => `${count} × ${amount}, ${every}`,
    paymentsNote: ({ count, every, first, last, tax }) => `${count} pagos, ${every}, del ${first} al ${last}. Incluye ${tax} de impuesto sobre las ventas.`,
    totalOfPayments: 'Total de los pagos',
    totalOfPaymentsNote: ({ count, amount }) => `${count} pagos de ${amount}.`,
    totalToOwn: glossary.es.totalCostOfOwnership,
    totalToOwnNote: 'Pago inicial + total de los pagos: lo que paga para ser dueño de los bienes haciendo todos los pagos.',
    costOfLeasing: glossary.es.costOfLeaseServices,
    costOfLeasingNote: ({ total, cash }) => `Costo total para ser dueño ${total} − precio al contado ${cash}: lo que cuesta arrendar en vez de comprar al contado.`,
  },
  goods: {
    heading: 'Los bienes',
    intro: 'Usted arrienda los siguientes bienes, que el Comerciante le entrega:',
    columns: ['Descripción', 'SKU', 'Cant.', 'Precio unitario', 'Importe'],
    delivery: 'Cargo de entrega',
    cashPrice: 'Precio al contado',
    downPayment: ({ down, leased }) => `Usted paga un enganche de ${down} al firmar; el monto arrendado es ${leased}.`,
  },
  payments: {
    heading: 'Pagos',
    paragraphs: ({ amount, tax, every, count, first, last, carePlan, withCarePlan, endingSection }) => [
      `Usted se compromete a pagar ${amount} (incluye ${tax} de impuesto sobre las ventas) ${every}: ${count} pagos, el primero el ${first} y el último el ${last}.` +
        (carePlan ? ` Con el plan de protección opcional (${carePlan} por pago), cada pago es de ${withCarePlan}.` : ''),
      `Cada pago renueva este contrato por el período siguiente. Usted no está obligado a renovarlo: puede terminar este contrato en cualquier momento, como se indica en la sección ${endingSection}.`,
    ],
  },
  frequency: { '14-day': 'cada 14 días', '28-day': 'cada 28 días', 'semi-monthly': 'dos veces al mes', monthly: 'cada mes' },
  ownership: {
    heading: 'Propiedad',
    paragraphs: ({ totalToOwn }) => [
      'Este es un contrato de alquiler con opción a compra. No es una venta a crédito, una venta a plazos ni un préstamo, y no se cobran intereses.',
      `Usted no será dueño de los bienes hasta que haya pagado el costo total para ser dueño (${totalToOwn}) o haya usado una opción de compra anticipada. Hasta entonces, los bienes son nuestros y usted no puede venderlos, empeñarlos ni regalarlos.`,
    ],
  },
  earlyPurchase: {
    heading: 'Opciones de compra anticipada',
    intro: 'Usted puede comprar los bienes antes del último pago. Pague el monto indicado a más tardar en su fecha, además de los pagos programados que venzan hasta entonces, y los bienes serán suyos:',
    columns: ['Opción', 'Pagar a más tardar el', 'Monto (impuesto incluido)', 'Pagos programados vencidos hasta entonces'],
    options: { days90: '90 días', months6: '6 meses', months9: '9 meses' },
    after: 'Después de la última de estas fechas, usted será dueño de los bienes al hacer los pagos programados restantes, o puede pedirnos en cualquier momento el monto para comprarlos de inmediato.',
    unpaidShareCap: ({ state }) =>
      `Ley de ${state}: una compra anticipada nunca cuesta más que el precio al contado × los pagos aún no vencidos ÷ todos los pagos; los montos anteriores respetan este límite.`,
  },
  carePlan: {
    heading: 'Plan de protección opcional',
    included: ({ perPayment, total, count }) => [
      `Usted eligió el plan de protección opcional: ${perPayment} con cada pago (${total} en ${count} pagos), que se cobra además del pago periódico.`,
      'Cubre la reparación de los bienes, o su reemplazo cuando no se puedan reparar, por defectos de materiales o de fabricación y fallas mecánicas normales mientras dure este contrato. No cubre pérdida, robo, mal uso ni daños estéticos.',
      'El plan de protección no es obligatorio para arrendar los bienes ni para ser su dueño. Puede cancelarlo en cualquier momento; su cargo termina a partir del siguiente pago. No forma parte del costo total para ser dueño.',
    ],
    declined: ['Usted rechazó el plan de protección opcional. Sus pagos no incluyen ningún cargo por plan de protección, y los bienes no están cubiertos por uno.'],
  },
  warranty: {
    heading: 'Garantía de mano de obra de HVAC',
    included: [
      'Incluida sin cargo adicional. Mientras dure este contrato, la mano de obra para reparar el equipo de calefacción, ventilación y aire acondicionado descrito en la sección 1 está cubierta cuando la reparación se deba a un defecto o a una falla mecánica normal.',
      'Las piezas están cubiertas por la garantía del fabricante, que le transferimos a usted.',
    ],
    declined: ['Usted rechazó la garantía de mano de obra de HVAC. Este contrato no cubre la mano de obra de las reparaciones; la garantía del fabricante sobre las piezas se le sigue transfiriendo.'],
  },
  stateNotice: {
    heading: 'Aviso estatal',
    governing: ({ state, code }) =>
      `Este contrato se celebra en ${state} (${code}), donde se encuentra el Comerciante, y se rige por las leyes de alquiler con opción a compra de ${state}.`,
    caps: {
      CA: ({ total, cash }) =>
        `California: según la Ley Karnette de Alquiler con Opción a Compra (Cal. Civ. Code § 1812.644), el total de los pagos no puede superar 2.25 veces el precio al contado. Su total de los pagos es ${total}; su precio al contado es ${cash}.`,
      HI: ({ total, cash }) =>
        `Hawái: según Haw. Rev. Stat. § 481M-5, el total de los pagos para adquirir la propiedad no puede superar el doble del precio al contado. Su total de los pagos es ${total}; su precio al contado es ${cash}.`,
      NY: ({ total, cash }) =>
        `Nueva York: según N.Y. Pers. Prop. Law § 503, el total de los pagos no puede superar 2.25 veces el precio al contado. Su total de los pagos es ${total}; su precio al contado es ${cash}.`,
      WV: ({ total, cash }) =>
        `Virginia Occidental: según W. Va. Code § 46B-3-9, el total de los pagos no puede superar el 240 % del valor de venta, y comprar anticipadamente nunca cuesta más que el valor de venta × los pagos aún no vencidos ÷ todos los pagos. Su total de los pagos es ${total}; el valor de venta (precio al contado) es ${cash}.`,
    },
    capGeneric: ({ state, multiple, total, cash }) =>
      `${state}: la ley estatal limita el total de los pagos a ${multiple} veces el precio al contado. Su total de los pagos es ${total}; su precio al contado es ${cash}.`,
  },
  terms: {
    heading: 'Otras condiciones',
    paragraphs: ({ state, language }) => [
      'Terminación. Usted puede terminar este contrato en cualquier momento, sin penalidad, devolviendo los bienes (o poniéndolos a disposición para que los recojamos) en el estado en que se entregaron, salvo el desgaste normal, y pagando cualquier pago ya vencido. Después no debe nada más.',
      `Restablecimiento. Si no hace un pago o devuelve los bienes, puede restablecer este contrato, sin perder ningún derecho ni opción ya adquiridos, pagando lo vencido dentro del plazo que permita la ley de ${state}.`,
      'Cuidado de los bienes. Mantenga los bienes en su domicilio indicado arriba y en buen estado. Usted es responsable de la pérdida, el robo o los daños que excedan el desgaste normal mientras los bienes estén en su poder, hasta su valor justo de mercado. Le transferimos todas las garantías del fabricante sobre los bienes.',
      `Contrato completo. Este contrato, con su calendario de pagos, es el acuerdo completo entre usted y nosotros. Puede firmarlo electrónicamente, con el mismo efecto que una firma manuscrita, y tiene derecho a una copia completa. Se le entregó en ${language}.`,
    ],
  },
  signatures: {
    heading: 'Firmas',
    intro:
      'Al firmar, usted confirma que leyó este contrato, que recibió una copia completa y que entiende que no será dueño de los bienes hasta que pague el costo total para ser dueño o use una opción de compra anticipada.',
    lessee: 'Arrendatario',
    lessor: 'Arrendador',
    lessorSigner: 'Leaseline, por medio de su representante autorizado',
    signature: 'Firma',
    printedName: 'Nombre en letra de molde',
    date: 'Fecha',
  },
  schedule: {
    heading: 'Pagos',
    intro: ({ agreement, count, every }) =>
      `Este calendario forma parte del contrato de arrendamiento con opción a compra ${agreement}: ${count} pagos, ${every}. Saldo = lo que queda por pagar después del pago.`,
    columns: ['N.º', 'Fecha', 'Pago', 'Impuesto', 'Plan de protección', 'Total', 'Saldo'],
    total: 'Total',
  },
  footer: {
    page: 'Página {page} de {total}',
    document: { 'lease-agreement': 'Contrato de arrendamiento con opción a compra', 'payment-schedule': 'Calendario de pagos' },
  },
};
