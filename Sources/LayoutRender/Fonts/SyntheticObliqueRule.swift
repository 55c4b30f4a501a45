/// A fontconfig rule of the private configuration (fontconfig's own `90-synthetic.conf`, slant part):
/// when italic is asked for and only an upright face exists, slant the upright face by 0.2, so italic labels
/// stay visibly italic with the faces that have no italic file (DejaVu here, Inter's medium and semibold).
enum SyntheticObliqueRule {
    static let matches = """
        <match target="font">
          <test name="slant"><const>roman</const></test>
          <test target="pattern" name="slant" compare="not_eq"><const>roman</const></test>
          <edit name="matrix" mode="assign">
            <times><name>matrix</name><matrix><double>1</double><double>0.2</double><double>0</double><double>1</double></matrix></times>
          </edit>
          <edit name="slant" mode="assign"><const>oblique</const></edit>
        </match>
        """
}
