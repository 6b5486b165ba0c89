import { StyleSheet } from '@react-pdf/renderer';
import { CONTRACT_FONT } from './fonts';

const ink = '#111111';
const muted = '#555555';
const rule = '#999999';
const shade = '#eeeeee';

export const styles = StyleSheet.create({
  page: { fontFamily: CONTRACT_FONT, fontSize: 8.2, color: ink, paddingTop: 34, paddingBottom: 44, paddingHorizontal: 40 },
  title: { fontSize: 15, lineHeight: 1.25, fontWeight: 'bold' },
  subtitle: { fontSize: 8.5, color: muted, marginTop: 1 },
  facts: { flexDirection: 'row', marginTop: 7, borderTopWidth: 1, borderBottomWidth: 1, borderColor: ink, paddingVertical: 4 },
  fact: { flex: 1, paddingRight: 6 },
  label: { fontSize: 6.5, color: muted, textTransform: 'uppercase' },
  factValue: { fontSize: 8.5, fontWeight: 'bold' },
  notice: { marginTop: 6, borderWidth: 1.2, borderColor: ink, padding: 5, fontWeight: 'bold', fontSize: 8 },
  parties: { flexDirection: 'row', marginTop: 7 },
  party: { flex: 1, paddingRight: 8 },
  partyName: { fontWeight: 'bold' },
  box: { marginTop: 8, borderWidth: 1.2, borderColor: ink },
  boxHeading: { backgroundColor: ink, color: '#ffffff', fontWeight: 'bold', fontSize: 8.5, paddingVertical: 2.5, paddingHorizontal: 5 },
  boxRow: { flexDirection: 'row' },
  boxCell: { flex: 1, padding: 5, borderColor: ink },
  boxLabel: { fontSize: 7.5, fontWeight: 'bold' },
  boxValue: { fontSize: 12.5, lineHeight: 1.2, fontWeight: 'bold', marginVertical: 1.5 },
  boxNote: { fontSize: 6.8, color: muted, lineHeight: 1.25 },
  section: { marginTop: 8 },
  heading: { fontSize: 9.5, lineHeight: 1.3, fontWeight: 'bold', marginBottom: 2.5, paddingBottom: 1.5, borderBottomWidth: 0.6, borderColor: rule },
  // A unitless lineHeight multiplies the fontSize of the same style object (not the inherited one): keep them together.
  paragraph: { fontSize: 8.2, lineHeight: 1.28, marginBottom: 3, textAlign: 'justify' },
  table: { marginVertical: 3, borderTopWidth: 0.8, borderBottomWidth: 0.8, borderColor: ink },
  tr: { flexDirection: 'row', borderBottomWidth: 0.4, borderColor: rule },
  th: { backgroundColor: shade, fontWeight: 'bold', fontSize: 7.2 },
  td: { paddingVertical: 2, paddingHorizontal: 3 },
  tfoot: { fontWeight: 'bold', borderTopWidth: 0.8, borderColor: ink },
  signatures: { flexDirection: 'row', marginTop: 6 },
  signatureBlock: { flex: 1, paddingRight: 18 },
  signatureLabel: { fontWeight: 'bold', fontSize: 8.5 },
  signatureField: { height: 34, borderBottomWidth: 0.8, borderColor: ink, justifyContent: 'flex-end' },
  signatureImage: { height: 30, objectFit: 'contain', objectPositionX: 0 },
  typedSignature: { fontStyle: 'italic', fontSize: 15, lineHeight: 1.25 },
  fieldLine: { borderBottomWidth: 0.6, borderColor: rule, minHeight: 14, justifyContent: 'flex-end', marginTop: 6, paddingBottom: 1 },
  caption: { fontSize: 6.5, color: muted, marginTop: 1 },
  footer: { position: 'absolute', bottom: 20, left: 40, right: 40, flexDirection: 'row', justifyContent: 'space-between', fontSize: 6.8, color: muted, borderTopWidth: 0.5, borderColor: rule, paddingTop: 3 },
  appendixRow: { flexDirection: 'row', borderBottomWidth: 0.4, borderColor: rule, paddingVertical: 3 },
  appendixLabel: { width: '32%', fontWeight: 'bold', paddingRight: 6 },
  appendixValue: { width: '68%' },
});
