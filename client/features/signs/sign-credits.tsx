/** Where the sign drawings come from and why they may be used (data/NOTICE.md). */
export function SignCredits() {
  return (
    <details className="sign-credits">
      <summary>About these signs</summary>
      <p>
        The drawings are the Wikimedia Commons files named “Denmark road sign &lt;code&gt;.svg”, as
        listed in the English Wikipedia article “Road signs in Denmark”, optimised for the web.
        Danish road signs are laid down in Danish regulations (bekendtgørelse om vejafmærkning); the
        Danish Copyright Act §9 places laws and administrative regulations outside copyright, and
        Commons tags such files PD-DenmarkGov. Some files were redrawn by contributors and carry
        their own tag: each sign's details link to its Commons file, which is the record.
      </p>
    </details>
  );
}
