// The signed-out page's stylesheet: antd's look (the console theme's colours, sizes and radii) for
// the few controls the page draws itself, without antd's JS (issue 37). One <style> element, put
// in <head> once by React (href + precedence), so the waiting panel inside the console shares it.
const PRIMARY = '#2e66e8'; // @console/ui PRIMARY_COLOR
const PRIMARY_HOVER = '#2a5dd6';
const ERROR = '#df1f29';
const TEXT = 'rgba(0,0,0,.88)';
const SECONDARY = '#595959';

export const SIGNIN_CSS = `
.si-page{min-height:100vh;background:#f5f7fb;color:${TEXT};font-size:14px;line-height:1.5715;
  font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,'Helvetica Neue',Arial,'Noto Sans',sans-serif}
.si-page *,.si-result *{box-sizing:border-box}
.si-header{display:flex;align-items:center;justify-content:space-between;gap:8px;min-height:64px;padding:0 24px;
  background:#fff;border-bottom:1px solid #f0f0f0}
.si-brand{font-size:16px;font-weight:600;color:inherit;text-decoration:none}
.si-tools{display:flex;align-items:center;gap:8px}
.si-link{color:${PRIMARY};text-decoration:none}
.si-link:hover{color:${PRIMARY_HOVER};text-decoration:underline}
.si-main{width:100%;max-width:480px;margin:0 auto;padding:32px 16px}
.si-card{margin-top:24px;padding:24px;background:#fff;border:1px solid #f0f0f0;border-radius:8px}
.si-title{margin:0 0 4px;text-align:center;font-size:24px;font-weight:600;line-height:1.35}
.si-subtitle{margin:0 0 16px;text-align:center;color:${SECONDARY}}
.si-tabs{display:flex;justify-content:center;gap:32px;margin-bottom:16px;border-bottom:1px solid #f0f0f0}
.si-tab{margin-bottom:-1px;padding:12px 0;border:0;border-bottom:2px solid transparent;background:none;font:inherit;
  color:inherit;cursor:pointer}
.si-tab:hover{color:${PRIMARY_HOVER}}
.si-tab[aria-selected=true]{color:${PRIMARY};border-bottom-color:${PRIMARY}}
.si-field{margin:0 0 24px;padding:0;border:0;min-width:0}
.si-field-invalid{margin-bottom:8px}
.si-label{display:block;padding:0 0 8px}
.si-error{min-height:16px;margin-top:2px;color:${ERROR}}
.si-input{display:flex;flex:1;align-items:center;gap:4px;min-width:0;padding:4px 11px;background:#fff;
  border:1px solid #d9d9d9;border-radius:6px;transition:border-color .2s}
.si-input:hover{border-color:${PRIMARY_HOVER}}
.si-input:focus-within{border-color:${PRIMARY};box-shadow:0 0 0 2px rgba(46,102,232,.12)}
.si-input-invalid,.si-input-invalid:hover{border-color:${ERROR}}
.si-input-invalid:focus-within{box-shadow:0 0 0 2px rgba(223,31,41,.1)}
.si-input input{flex:1;min-width:0;padding:0;border:0;outline:0;background:transparent;font:inherit;line-height:22px;
  color:inherit}
.si-input input::placeholder{color:#757575}
.si-compact{display:flex}
.si-compact>.si-input{border-radius:6px 0 0 6px}
.si-compact>.si-btn{min-width:128px;margin-left:-1px;border-radius:0 6px 6px 0}
.si-icon{display:inline-flex;align-items:center;justify-content:center}
.si-toggle{display:inline-flex;align-items:center;justify-content:center;min-width:24px;min-height:24px;padding:0;
  border:0;border-radius:4px;background:none;color:#666;cursor:pointer}
.si-segmented{display:flex;padding:2px;background:#f0f0f0;border-radius:6px}
.si-segment{position:relative;flex:1;padding:0 11px;line-height:28px;text-align:center;border-radius:4px;
  color:${SECONDARY};cursor:pointer}
.si-segment input{position:absolute;inset:0;width:100%;height:100%;margin:0;opacity:0;cursor:pointer}
.si-segment:has(input:checked){background:#fff;color:${TEXT};box-shadow:0 1px 2px rgba(0,0,0,.08),0 1px 4px rgba(0,0,0,.06)}
.si-segment:has(input:focus-visible){outline:2px solid ${PRIMARY};outline-offset:1px}
.si-btn{display:inline-flex;align-items:center;justify-content:center;gap:8px;height:32px;padding:4px 15px;
  border:1px solid #d9d9d9;border-radius:6px;background:#fff;font:inherit;color:${TEXT};white-space:nowrap;cursor:pointer}
.si-btn:hover:not(:disabled){border-color:${PRIMARY_HOVER};color:${PRIMARY_HOVER}}
.si-btn:disabled{border-color:#d9d9d9;background:#f5f5f5;color:rgba(0,0,0,.25);cursor:not-allowed}
.si-btn-primary,.si-btn-primary:hover:not(:disabled){border-color:${PRIMARY};background:${PRIMARY};color:#fff}
.si-btn-primary:hover:not(:disabled){border-color:${PRIMARY_HOVER};background:${PRIMARY_HOVER}}
.si-btn-block{width:100%}
.si-btn-text{border-color:transparent;background:transparent}
.si-btn-text:hover:not(:disabled){border-color:transparent;background:rgba(0,0,0,.06);color:${TEXT}}
.si-btn[aria-busy=true]{cursor:progress;opacity:.75}
.si-page :focus-visible,.si-result :focus-visible{outline:2px solid ${PRIMARY};outline-offset:1px}
.si-input input:focus-visible{outline:0}
.si-alert{margin:0 0 16px;padding:8px 12px;border:1px solid #ffccc7;border-radius:8px;background:#fff2f0}
.si-alert-success{border-color:#b7eb8f;background:#f6ffed}
.si-menu-anchor{position:relative}
.si-menu{position:absolute;top:100%;right:0;z-index:10;min-width:120px;margin:4px 0 0;padding:4px;list-style:none;
  background:#fff;border-radius:8px;box-shadow:0 6px 16px rgba(0,0,0,.08),0 3px 6px -4px rgba(0,0,0,.12),0 9px 28px 8px rgba(0,0,0,.05)}
.si-menu-item{display:flex;justify-content:space-between;gap:12px;padding:5px 12px;border-radius:4px;cursor:pointer}
.si-menu-item:hover,.si-menu-item:focus{background:rgba(0,0,0,.04);outline:0}
.si-menu-item:focus-visible{outline:2px solid ${PRIMARY};outline-offset:-2px}
.si-menu-item[aria-current=true]{font-weight:600}
.si-result{padding:24px 0;text-align:center}
.si-result-icon{font-size:48px;line-height:1;color:${PRIMARY}}
.si-result-warning{color:#faad14}
.si-result-error{color:${ERROR}}
a.si-btn{text-decoration:none}
.si-result-title{margin:16px 0 8px;font-size:18px;font-weight:600;line-height:1.4}
.si-result-text{margin:0 0 16px;color:${SECONDARY}}
.si-code{margin:0 4px;padding:.2em .4em;font-family:SFMono-Regular,Consolas,'Liberation Mono',Menlo,monospace;
  font-size:85%;background:rgba(150,150,150,.1);border:1px solid rgba(100,100,100,.2);border-radius:3px;word-break:break-all}
@media (max-width:575px){.si-header{padding:0 16px}.si-card{padding:16px}.si-main{padding:16px 12px}}
@media (prefers-reduced-motion:reduce){.si-input{transition:none}}
`;

/** The stylesheet, as React 19 hoists and de-duplicates it. */
export function SignInStyles() {
  return (
    <style href="console-signin" precedence="default">
      {SIGNIN_CSS}
    </style>
  );
}
