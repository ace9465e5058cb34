// The e-label stylesheet, inlined in the page: one request in all, system fonts only.
export const ELABEL_CSS = `
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;background:#f6f4f1;color:#1d1d1f;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","PingFang SC","Hiragino Sans","Microsoft YaHei",sans-serif}
main{max-width:640px;margin:0 auto;padding:16px 16px 40px}
.langs{display:flex;flex-wrap:wrap;gap:4px;margin:0 0 20px;font-size:.82rem}
.langs a{padding:4px 8px;border:1px solid #d8d2c9;border-radius:999px;color:#1d1d1f;text-decoration:none;background:#fff}
.langs a[aria-current=true]{background:#1d1d1f;color:#fff;border-color:#1d1d1f}
article{background:#fff;border:1px solid #e4e0da;border-radius:14px;padding:20px}
.kicker{margin:0;color:#6b6258;font-size:.78rem;font-weight:700;letter-spacing:.12em;text-transform:uppercase}
h1{margin:4px 0 4px;font-size:1.6rem;line-height:1.2}
.identity{margin:0;color:#5f6368}
h2{margin:24px 0 8px;font-size:1.1rem;border-bottom:2px solid #1d1d1f;padding-bottom:4px}
h3{margin:16px 0 4px;font-size:1rem}
table{width:100%;border-collapse:collapse;font-variant-numeric:tabular-nums}
th,td{padding:7px 0;border-bottom:1px solid #e4e0da;text-align:left;font-weight:400}
thead th{font-size:.85rem;color:#5f6368;text-align:right}
td:last-child{text-align:right;font-weight:600;white-space:nowrap}
tr.sub th{padding-left:16px;color:#4a4a4a}
tbody tr:first-child th,tbody tr:first-child td{font-weight:700}
p{margin:6px 0}
strong{font-weight:800}
.note{color:#5f6368;font-size:.85rem}
dl{display:grid;grid-template-columns:max-content 1fr;gap:6px 16px;margin:0}
dl div{display:contents}
dt{color:#5f6368}
dd{margin:0;font-weight:600}
.problem h1{margin-bottom:8px}
ul.labels{list-style:none;margin:12px 0 0;padding:0;display:grid;gap:10px}
ul.labels li{display:flex;gap:12px;align-items:center;justify-content:space-between;padding:10px 0;border-top:1px solid #e4e0da}
ul.labels a{color:#1d1d1f;font-weight:700}
.qr{display:flex;flex-direction:column;align-items:center;gap:4px;font-size:.8rem}
@media (max-width:420px){dl{grid-template-columns:1fr}dd{margin-bottom:6px}}
`;
