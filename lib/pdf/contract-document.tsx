import { Document, Image, Page, Text, View } from '@react-pdf/renderer';
import type {
  AppendixPage,
  ContractDocumentData,
  ContractSection,
  ContractTable,
  SignatureBlock,
  SignatureFill,
} from '@/lib/core/contracts/types';
import { styles } from './styles';

/**
 * Lays out a ContractDocumentData: nothing here decides a word or a number (lib/core/contracts does).
 * One flowing Letter page set (a typical agreement takes two pages) with a fixed footer, then any
 * appendix pages, each on its own page (the e-signature audit page).
 */
export type ContractDocumentProps = {
  data: ContractDocumentData;
  /** Signatures to print in the signature blocks, by role; blocks without one stay blank lines. */
  signatures?: SignatureFill[];
  appendix?: AppendixPage[];
};

export function ContractDocument({ data, signatures = [], appendix = [] }: ContractDocumentProps) {
  const created = new Date(data.meta.createdAt);
  return (
    <Document
      title={data.meta.title}
      subject={data.meta.subject}
      author={data.meta.author}
      creator="Leaseline"
      producer="Leaseline"
      language={data.meta.language}
      creationDate={created}
      modificationDate={created}
    >
      <Page size="LETTER" style={styles.page}>
        <Header data={data} />
        <Parties data={data} />
        {data.disclosureBox ? <DisclosureBox box={data.disclosureBox} /> : null}
        {data.sections.map((section) => (
          <Section key={section.id} section={section} />
        ))}
        {data.signatures ? <Signatures signatures={data.signatures} fills={signatures} /> : null}
        <Footer data={data} />
      </Page>
      {appendix.map((page, i) => (
        <Page key={i} size="LETTER" style={styles.page}>
          <Appendix page={page} />
          <Footer data={data} />
        </Page>
      ))}
    </Document>
  );
}

function Header({ data }: { data: ContractDocumentData }) {
  return (
    <View>
      <Text style={styles.title}>{data.header.title}</Text>
      <Text style={styles.subtitle}>{data.header.subtitle}</Text>
      <View style={styles.facts}>
        {data.header.facts.map((fact) => (
          <View key={fact.label} style={styles.fact}>
            <Text style={styles.label}>{fact.label}</Text>
            <Text style={styles.factValue}>{fact.value}</Text>
          </View>
        ))}
      </View>
      {data.header.notice ? <Text style={styles.notice}>{data.header.notice}</Text> : null}
    </View>
  );
}

function Parties({ data }: { data: ContractDocumentData }) {
  return (
    <View style={styles.parties} wrap={false}>
      {data.parties.blocks.map((block) => (
        <View key={block.label} style={styles.party}>
          <Text style={styles.label}>{block.label}</Text>
          {block.lines.map((line, i) => (
            <Text key={i} style={i === 0 ? styles.partyName : undefined}>
              {line}
            </Text>
          ))}
        </View>
      ))}
    </View>
  );
}

function DisclosureBox({ box }: { box: NonNullable<ContractDocumentData['disclosureBox']> }) {
  const rows = [box.cells.slice(0, 3), box.cells.slice(3, 6)];
  return (
    <View style={styles.box} wrap={false}>
      <Text style={styles.boxHeading}>{box.heading}</Text>
      {rows.map((cells, r) => (
        <View key={r} style={[styles.boxRow, r > 0 ? { borderTopWidth: 0.8, borderColor: '#111111' } : {}]}>
          {cells.map((cell, c) => (
            <View key={cell.label} style={[styles.boxCell, c > 0 ? { borderLeftWidth: 0.8 } : {}]}>
              <Text style={styles.boxLabel}>{cell.label}</Text>
              <Text style={styles.boxValue}>{cell.value}</Text>
              {cell.note ? <Text style={styles.boxNote}>{cell.note}</Text> : null}
            </View>
          ))}
        </View>
      ))}
    </View>
  );
}

function Section({ section }: { section: ContractSection }) {
  const paragraphs = section.paragraphs.map((text, i) => (
    <Text key={i} style={styles.paragraph}>
      {text}
    </Text>
  ));
  // A short table stays on the page of the text that introduces it.
  const keepTogether = section.table && section.table.rows.length <= LONG_TABLE_ROWS;
  return (
    <View style={styles.section}>
      <Text style={styles.heading} minPresenceAhead={40}>
        {section.heading}
      </Text>
      {keepTogether ? (
        <View wrap={false}>
          {paragraphs}
          <Table table={section.table!} />
        </View>
      ) : (
        <>
          {paragraphs}
          {section.table ? <Table table={section.table} /> : null}
        </>
      )}
      {(section.after ?? []).map((text, i) => (
        <Text key={`after-${i}`} style={styles.paragraph}>
          {text}
        </Text>
      ))}
    </View>
  );
}

const LONG_TABLE_ROWS = 12;

function Table({ table }: { table: ContractTable }) {
  const total = table.columns.reduce((sum, column) => sum + column.width, 0);
  const cell = (text: string, i: number) => {
    const column = table.columns[i]!;
    return (
      <Text key={i} style={[styles.td, { width: `${(column.width / total) * 100}%`, textAlign: column.align }]}>
        {text}
      </Text>
    );
  };
  // Short tables stay on one page; long ones (the schedule) break between rows and repeat their header.
  const long = table.rows.length > LONG_TABLE_ROWS;
  return (
    <View style={styles.table} wrap={long}>
      <View style={[styles.tr, styles.th]} fixed={long}>
        {table.columns.map((column, i) => cell(column.label, i))}
      </View>
      {table.rows.map((row, r) => (
        <View key={r} style={styles.tr} wrap={false}>
          {row.map(cell)}
        </View>
      ))}
      {table.footer ? (
        <View style={[styles.tr, styles.tfoot]} wrap={false}>
          {table.footer.map(cell)}
        </View>
      ) : null}
    </View>
  );
}

function Signatures({ signatures, fills }: { signatures: NonNullable<ContractDocumentData['signatures']>; fills: SignatureFill[] }) {
  return (
    <View style={styles.section} wrap={false}>
      <Text style={styles.heading}>{signatures.heading}</Text>
      <Text style={styles.paragraph}>{signatures.intro}</Text>
      <View style={styles.signatures}>
        {signatures.blocks.map((block) => (
          <SignatureBox key={block.role} block={block} fill={fills.find((f) => f.role === block.role)} />
        ))}
      </View>
    </View>
  );
}

function SignatureBox({ block, fill }: { block: SignatureBlock; fill: SignatureFill | undefined }) {
  return (
    <View style={styles.signatureBlock}>
      <Text style={styles.signatureLabel}>{block.label}</Text>
      <View style={styles.signatureField}>
        {/* eslint-disable-next-line jsx-a11y/alt-text -- react-pdf's Image has no alt; the PDF carries the signer's name beside it. */}
        {fill?.imageDataUrl ? <Image src={fill.imageDataUrl} style={styles.signatureImage} /> : null}
        {!fill?.imageDataUrl && fill?.typedSignature ? <Text style={styles.typedSignature}>{fill.typedSignature}</Text> : null}
      </View>
      <Text style={styles.caption}>{block.captions.signature}</Text>
      <View style={styles.fieldLine}>
        <Text>{fill?.printedName ?? block.name}</Text>
      </View>
      <Text style={styles.caption}>{block.captions.printedName}</Text>
      <View style={styles.fieldLine}>
        <Text>{fill?.signedAt ?? ''}</Text>
      </View>
      <Text style={styles.caption}>{block.captions.date}</Text>
    </View>
  );
}

function Appendix({ page }: { page: AppendixPage }) {
  return (
    <View>
      <Text style={styles.title}>{page.title}</Text>
      {page.intro ? <Text style={[styles.paragraph, { marginTop: 6 }]}>{page.intro}</Text> : null}
      <View style={{ marginTop: 8 }}>
        {page.rows.map((row, i) => (
          <View key={i} style={styles.appendixRow} wrap={false}>
            <Text style={styles.appendixLabel}>{row.label}</Text>
            <Text style={styles.appendixValue}>{row.value}</Text>
          </View>
        ))}
      </View>
      {(page.paragraphs ?? []).map((text, i) => (
        <Text key={i} style={[styles.paragraph, { marginTop: 6 }]}>
          {text}
        </Text>
      ))}
    </View>
  );
}

function Footer({ data }: { data: ContractDocumentData }) {
  return (
    <View style={styles.footer} fixed>
      <Text>{data.footer.left}</Text>
      <Text render={({ pageNumber, totalPages }) => data.footer.pageTemplate.replace('{page}', String(pageNumber)).replace('{total}', String(totalPages))} />
    </View>
  );
}
