/// The fontconfig rule that scales bitmap fonts to the size asked for (the scaling part of fontconfig's own
/// `10-scale-bitmap-fonts.conf`). Noto Color Emoji has one 109-pixel strike; without this rule emoji would be
/// measured and drawn at that size whatever the label's font size.
enum BitmapScalingRule {
    static let matches = """
        <match target="font">
          <test name="outline" compare="eq"><bool>false</bool></test>
          <edit name="pixelsizefixupfactor" mode="assign">
            <divide><name target="pattern">pixelsize</name><name target="font">pixelsize</name></divide>
          </edit>
        </match>
        <match target="font">
          <test name="outline" compare="eq"><bool>false</bool></test>
          <test name="pixelsizefixupfactor" compare="not_eq"><double>1.0</double></test>
          <edit name="matrix" mode="assign">
            <times><name>matrix</name><matrix>
              <name>pixelsizefixupfactor</name><double>0</double>
              <double>0</double><name>pixelsizefixupfactor</name>
            </matrix></times>
          </edit>
          <edit name="size" mode="assign"><divide><name>size</name><name>pixelsizefixupfactor</name></divide></edit>
        </match>
        """
}
