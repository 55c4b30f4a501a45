//  FeedCell.m — a self-sizing table cell laid out with Masonry in its initializer.
//  Its Swift/SnapKit twin, Twins/FeedCell.swiftlay, lays out to identical frames.
#import "FeedCell.h"
#import <Masonry/Masonry.h>

static const CGFloat kInset = 12;

@implementation FeedCell

- (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
    if (self = [super initWithStyle:style reuseIdentifier:reuseIdentifier]) {
        self.selectionStyle = UITableViewCellSelectionStyleNone;

        _thumbnailView = [[UIImageView alloc] initWithFrame:CGRectZero];
        _thumbnailView.backgroundColor = [UIColor colorWithWhite:0.9 alpha:1];
        _thumbnailView.layer.cornerRadius = 8;
        _thumbnailView.contentMode = UIViewContentModeScaleAspectFill;

        _titleLabel = [UILabel new];
        _titleLabel.font = [UIFont boldSystemFontOfSize:16];
        _titleLabel.text = @"Masonry comes to Linux";
        _titleLabel.numberOfLines = 2;

        _summaryLabel = [UILabel new];
        _summaryLabel.font = [UIFont systemFontOfSize:14];
        _summaryLabel.textColor = [UIColor darkGrayColor];
        _summaryLabel.text = @"Objective-C view code, drawn without a Mac: every make block, every lazy getter.";
        _summaryLabel.numberOfLines = 0;

        _timeLabel = [UILabel new];
        _timeLabel.font = [UIFont systemFontOfSize:12];
        _timeLabel.textColor = [UIColor lightGrayColor];
        _timeLabel.text = @"2 h";

        for (UIView *view in @[_thumbnailView, _titleLabel, _summaryLabel, _timeLabel]) {
            [self.contentView addSubview:view];
        }

        [_thumbnailView mas_makeConstraints:^(MASConstraintMaker *make) {
            make.left.top.equalTo(self.contentView).offset(kInset);
            make.width.height.mas_equalTo(72);
            make.bottom.lessThanOrEqualTo(self.contentView).offset(-kInset);
        }];
        [_timeLabel mas_makeConstraints:^(MASConstraintMaker *make) {
            make.top.equalTo(self.thumbnailView);
            make.right.equalTo(self.contentView).with.offset(-kInset);
        }];
        [_titleLabel mas_makeConstraints:^(MASConstraintMaker *make) {
            make.top.equalTo(self.thumbnailView);
            make.left.equalTo(self.thumbnailView.mas_right).offset(kInset);
            make.right.lessThanOrEqualTo(self.timeLabel.mas_left).offset(-8);
        }];
        [_summaryLabel mas_makeConstraints:^(MASConstraintMaker *make) {
            make.top.equalTo(self.titleLabel.mas_bottom).offset(4);
            make.left.equalTo(self.titleLabel);
            make.right.equalTo(self.contentView).offset(-kInset);
            make.bottom.lessThanOrEqualTo(self.contentView).offset(-kInset);
        }];
        [_timeLabel setContentCompressionResistancePriority:UILayoutPriorityRequired
                                                    forAxis:UILayoutConstraintAxisHorizontal];
    }
    return self;
}

@end
